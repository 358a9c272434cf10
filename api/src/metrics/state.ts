import type { Queryable } from '../db/database';
import type { Metrics } from './registry';

const CHANNELS = ['email', 'sms'] as const;
const PENDING = ['queued', 'sending'] as const;

const seconds = (ms: number) => Math.max(0, ms) / 1000;

/** The outbox's depth: customer messages queued or being sent, by channel. */
async function observeOutbox(db: Queryable, now: Date, gauges: Metrics['state']): Promise<void> {
  const rows = await db.query<{ channel: string; status: string; n: number; oldest: Date }>(
    `select channel, status, count(*)::int as n, min(created_at) as oldest
     from customer_message where status in ('queued', 'sending') group by channel, status`,
  );
  gauges.outbox.reset();
  gauges.outboxOldest.reset();
  for (const channel of CHANNELS) {
    for (const status of PENDING) gauges.outbox.set({ channel, status }, 0);
    gauges.outboxOldest.set({ channel }, 0);
  }
  const oldest = new Map<string, number>();
  for (const row of rows) {
    gauges.outbox.set({ channel: row.channel, status: row.status }, row.n);
    const age = seconds(now.getTime() - new Date(row.oldest).getTime());
    oldest.set(row.channel, Math.max(oldest.get(row.channel) ?? 0, age));
  }
  for (const [channel, age] of oldest) gauges.outboxOldest.set({ channel }, age);
}

/** How long since reconciliation last finished without error, and whether the latest failed. */
async function observeReconciliation(
  db: Queryable,
  now: Date,
  gauges: Metrics['state'],
): Promise<void> {
  const [row] = await db.query<{ last_success: Date | null; latest_error: string | null }>(
    `select (select max(finished_at) from reconcile_run where ran and error is null) as last_success,
            (select error from reconcile_run order by id desc limit 1) as latest_error`,
  );
  const lastSuccess = row?.last_success ? new Date(row.last_success) : null;
  gauges.reconcileLastSuccess.set(lastSuccess ? lastSuccess.getTime() / 1000 : 0);
  gauges.reconcileLag.set(lastSuccess ? seconds(now.getTime() - lastSuccess.getTime()) : NaN);
  gauges.reconcileLastFailed.set(row?.latest_error ? 1 : 0);
}

/** Each remote's live version, and its canary's version, share and age. */
async function observeReleases(db: Queryable, now: Date, gauges: Metrics['state']): Promise<void> {
  const rows = await db.query<{
    name: string;
    version: string;
    canary_version: string | null;
    canary_percent: number | null;
    canary_started_at: Date | null;
  }>('select name, version, canary_version, canary_percent, canary_started_at from remote_live');
  gauges.live.reset();
  gauges.canary.reset();
  gauges.canaryPercent.reset();
  gauges.canaryAge.reset();
  for (const row of rows) {
    gauges.live.set({ remote: row.name, version: row.version }, 1);
    const started = row.canary_started_at ? new Date(row.canary_started_at) : null;
    if (row.canary_version) gauges.canary.set({ remote: row.name, version: row.canary_version }, 1);
    gauges.canaryPercent.set({ remote: row.name }, row.canary_percent ?? 0);
    gauges.canaryAge.set(
      { remote: row.name },
      row.canary_version && started ? seconds(now.getTime() - started.getTime()) : 0,
    );
  }
}

/**
 * Reads the figures kept in the database (the same from every replica). A database that does
 * not answer leaves them as they were, with metrics_database_reachable at 0.
 */
export async function observeState(
  db: Queryable,
  now: Date,
  gauges: Metrics['state'],
): Promise<boolean> {
  try {
    await observeOutbox(db, now, gauges);
    await observeReconciliation(db, now, gauges);
    await observeReleases(db, now, gauges);
    gauges.reachable.set(1);
    return true;
  } catch {
    gauges.reachable.set(0);
    return false;
  }
}
