import { REMOTE_NAMES, REMOTES, type RemoteName } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import type { GateCheck } from './gate';

// What a release is, for the three jobs around it: publishing a build (publish.ts), changing
// what is live with the ledger (live.ts), and telling browsers what to load (remotes-document.ts).

/** Releases are named by the remote's folder (remote-auth); federation uses remote_auth. */
export const REMOTE_DIRS: string[] = REMOTE_NAMES.map((name) => REMOTES[name].dir);

export const MANIFEST = 'mf-manifest.json';

/** What went wrong, so the operator API can answer with the right status. */
export type ReleaseErrorKind = 'invalid' | 'not-found' | 'refused' | 'conflict';

export class ReleaseError extends Error {
  override name = 'ReleaseError';
  constructor(
    message: string,
    readonly kind: ReleaseErrorKind = 'invalid',
    /** The skew gate's results, when it refused. */
    readonly checks?: GateCheck[],
  ) {
    super(message);
  }
}

/** Where releases live and what they must fit; `now` is injectable for tests. */
export interface ReleaseContext {
  db: Database;
  releasesDir: string;
  shellDist: string;
  now?: () => Date;
}

/** Who changes what is live, and why; every change needs both. */
export interface ReleaseChange {
  operator: string;
  reason: string;
  /** Go live although the skew gate failed; the failed checks are recorded. */
  force?: boolean;
  /**
   * The live version the caller saw; the change is refused if another one is live by then.
   * Undefined: the version live when the call started.
   */
  expectedLive?: string | null;
  /**
   * Also records the change elsewhere (the staff audit ledger), inside the transaction that
   * writes its release ledger row: both rows are kept, or neither.
   */
  alsoRecord?: (tx: Queryable, change: RecordedChange) => Promise<void>;
}

/** A change of what is live, as its release ledger row records it. */
export interface RecordedChange {
  name: string;
  action: 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'auto-abort' | 'auto-promote';
  from: string | null;
  to: string;
  canaryPercent: number | null;
  forced: boolean;
  at: Date;
}

export function federationName(dir: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => REMOTES[name].dir === dir);
}

export function assertRemoteDir(name: string): RemoteName {
  const federation = federationName(name);
  if (!federation) {
    throw new ReleaseError(
      `Unknown remote "${name}". Expected one of ${REMOTE_DIRS.join(', ')}.`,
      'not-found',
    );
  }
  return federation;
}

export function assertChange(change: ReleaseChange): void {
  if (!change.operator.trim()) throw new ReleaseError('Say who makes the change (operator).');
  if (!change.reason.trim()) {
    throw new ReleaseError(
      'Give a reason (--reason "..."): every change of what is live records why.',
    );
  }
}
