import type { LoadReport } from './remote-releases';

// Only type imports: the runtime plugin sends these before the shared modules exist.

export const BEACON_URL = '/travel/beacon';
/** The api takes at most 50 reports in one beacon. */
export const BEACON_MAX_REPORTS = 50;
/** Reports wait this long for others to join them, so a page sends one beacon, not one per load. */
export const BEACON_DELAY_MS = 2_000;

/** Posts one batch; true when the browser took it. */
export type BeaconTransport = (url: string, body: string) => boolean;

/**
 * navigator.sendBeacon, which outlives the page; fetch with keepalive where it is missing. The
 * body is JSON about remote loads only: no cookie value, address or account goes in it.
 */
export const sendBeaconTransport: BeaconTransport = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return true;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
  return true;
};

/**
 * Collects remote-load reports and sends them in batches: when BEACON_MAX_REPORTS are waiting,
 * BEACON_DELAY_MS after the first one, and at once when the page is hidden or left.
 */
export function createLoadBeacon(options: {
  transport: BeaconTransport;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let queue: LoadReport[] = [];
  let timer: unknown;

  function flush(): void {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    while (queue.length > 0) {
      const reports = queue.slice(0, BEACON_MAX_REPORTS);
      queue = queue.slice(BEACON_MAX_REPORTS);
      options.transport(BEACON_URL, JSON.stringify({ reports }));
    }
  }

  function report(load: LoadReport): void {
    queue.push({ ...load, ms: Math.min(600_000, Math.max(0, Math.round(load.ms))) });
    if (queue.length >= BEACON_MAX_REPORTS) flush();
    else timer ??= setTimer(flush, BEACON_DELAY_MS);
  }

  return { report, flush, pending: () => queue.length };
}

let pageBeacon: ReturnType<typeof createLoadBeacon> | undefined;

/** The page's beacon: created on first use, flushed when the page is hidden or left. */
export function reportLoad(load: LoadReport): void {
  if (!pageBeacon) {
    const beacon = createLoadBeacon({ transport: sendBeaconTransport });
    pageBeacon = beacon;
    window.addEventListener('pagehide', beacon.flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') beacon.flush();
    });
  }
  pageBeacon.report(load);
}
