import { describe, expect, it } from 'vitest';
import { BEACON_DELAY_MS, BEACON_MAX_REPORTS, createLoadBeacon } from './load-beacon';
import type { LoadReport } from './remote-releases';

const load = (ms: number): LoadReport => ({
  remote: 'remote_coupons',
  version: '1.0.0-aaaaaaaa',
  outcome: 'ok',
  ms,
});

function beacon() {
  const sent: { url: string; reports: LoadReport[] }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const b = createLoadBeacon({
    transport: (url, body) => {
      sent.push({ url, reports: (JSON.parse(body) as { reports: LoadReport[] }).reports });
      return true;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { b, sent, timers };
}

describe('the load beacon', () => {
  it('sends the loads of a moment as one batch, after a short wait', () => {
    const { b, sent, timers } = beacon();
    b.report(load(120.4));
    b.report(load(80));
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(BEACON_DELAY_MS);
    timers[0]?.run();
    expect(sent).toEqual([{ url: '/travel/beacon', reports: [load(120), load(80)] }]);
  });

  it('sends at once when the page is left, and never more than the api takes in one beacon', () => {
    const { b, sent } = beacon();
    for (let i = 0; i < BEACON_MAX_REPORTS + 3; i += 1) b.report(load(i));
    expect(sent.map((batch) => batch.reports.length)).toEqual([BEACON_MAX_REPORTS]);
    b.flush();
    expect(sent.map((batch) => batch.reports.length)).toEqual([BEACON_MAX_REPORTS, 3]);
    b.flush();
    expect(sent).toHaveLength(2);
  });

  it('carries only the remote, version, outcome and time of each load', () => {
    const { b, sent } = beacon();
    b.report({ ...load(-3), outcome: 'chunk' });
    b.flush();
    expect(Object.keys(sent[0]?.reports[0] ?? {}).sort()).toEqual([
      'ms',
      'outcome',
      'remote',
      'version',
    ]);
    expect(sent[0]?.reports[0]?.ms).toBe(0);
  });
});
