import { type BeaconTransport, sendBeaconTransport } from '../federation/load-beacon';
import {
  type Attribution,
  type VitalReport,
  attributionOf,
  attributionOfScript,
} from './attribution';

export const VITALS_URL = '/travel/beacon/vitals';
/** What the api takes in one batch. */
export const VITALS_MAX_REPORTS = 50;
export const VITALS_MAX_ERRORS = 20;

export type ErrorReport = Attribution & { kind: 'error' | 'rejection'; message: string };

/**
 * Collects the page's vitals and errors and sends them in batches when the page is hidden or
 * left (sendBeacon outlives it). `sampled` decides once per page whether it reports at all.
 */
export function createVitalsBeacon(transport: BeaconTransport) {
  // Each with the navigation it measures: a soft navigation to a route seen before is its own.
  let vitals: { report: VitalReport; navigation: number }[] = [];
  let errors: ErrorReport[] = [];
  let errorsSeen = 0;

  function flush(): void {
    while (vitals.length > 0 || errors.length > 0) {
      const batch = {
        vitals: vitals.slice(0, VITALS_MAX_REPORTS).map((vital) => vital.report),
        errors: errors.slice(0, VITALS_MAX_ERRORS),
      };
      vitals = vitals.slice(VITALS_MAX_REPORTS);
      errors = errors.slice(VITALS_MAX_ERRORS);
      transport(VITALS_URL, JSON.stringify(batch));
    }
  }

  return {
    flush,
    vital(report: VitalReport, navigation = 0): void {
      // A vital may be reported again as it grows (CLS, INP): the last value of a navigation
      // stands.
      vitals = vitals.filter(
        (v) =>
          !(
            v.navigation === navigation &&
            v.report.metric === report.metric &&
            v.report.route === report.route
          ),
      );
      const value = Math.max(0, Math.round(report.value * 10_000) / 10_000);
      vitals.push({ report: { ...report, value }, navigation });
    },
    error(report: ErrorReport): void {
      // A page that throws in a loop reports its first errors, not thousands.
      errorsSeen += 1;
      if (errorsSeen > VITALS_MAX_ERRORS) return;
      errors.push({ ...report, message: report.message.slice(0, 500) });
    },
    pending: () => vitals.length + errors.length,
  };
}

export type VitalsBeacon = ReturnType<typeof createVitalsBeacon>;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : 'a value that is not an Error';
}

/** The share of page views that report, from PUBLIC_VITALS_SAMPLE_RATE (0 to 1, default 1). */
export function sampleRate(configured: string | undefined): number {
  const rate = configured === undefined || configured === '' ? 1 : Number(configured);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

/**
 * Starts the page's real-user reporting when this page view is sampled: uncaught errors and
 * unhandled rejections at once, the vitals (web-vitals, a chunk of its own) once the page has
 * loaded and the browser is idle, so nothing of it competes with the first paint.
 */
export function startPageVitals(rate: number, random: () => number = Math.random): void {
  if (rate <= 0 || random() >= rate) return;
  const beacon = createVitalsBeacon(sendBeaconTransport);
  const landing = window.location.pathname;
  window.addEventListener('error', (event) => {
    const at =
      attributionOfScript(event.filename, window.location.pathname) ??
      attributionOf(window.location.pathname);
    if (at)
      beacon.error({ ...at, kind: 'error', message: messageOf(event.error ?? event.message) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const at = attributionOf(window.location.pathname);
    if (at) beacon.error({ ...at, kind: 'rejection', message: messageOf(event.reason) });
  });
  window.addEventListener('pagehide', beacon.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon.flush();
  });
  const load = () => {
    const observe = () => {
      import(/* webpackChunkName: "web-vitals" */ './web-vitals-observer')
        .then(({ observeVitals }) => observeVitals(beacon, landing))
        .catch(() => undefined);
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(observe);
    else setTimeout(observe, 1);
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
