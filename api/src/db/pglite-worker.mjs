// Runs PGlite on a thread of its own: its queries are synchronous WebAssembly and file writes,
// and on the api's thread every request (even one that never reads the database) waited for them.
// Plain JavaScript so the thread starts the same under tsx, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { namedQuery } from './pglite-statements.mjs';

/** @typedef {{ resolve: () => void, reject: (error: Error) => void, tx: import('@electric-sql/pglite').Transaction }} Open */

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

/** @type {Map<number, Open>} */
const transactions = new Map();
let nextTx = 1;

/** The fields of PostgreSQL's error (code, constraint, detail...) survive the trip. */
function serialise(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message, stack: error.stack };
}

function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

/** Opens a transaction and keeps it open until the api commits or rolls it back. */
function begin() {
  return new Promise((started, failedToStart) => {
    const txId = nextTx++;
    const done = db
      .transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            transactions.set(txId, { tx, resolve, reject });
            started(txId);
          }),
      )
      .finally(() => transactions.delete(txId));
    done.catch(failedToStart);
    transactionsDone.set(txId, done);
  });
}

/** @type {Map<number, Promise<unknown>>} */
const transactionsDone = new Map();
const ROLLBACK = new Error('rolled back by the api');

async function settle(txId, commit) {
  const open = transactions.get(txId);
  const done = transactionsDone.get(txId);
  transactionsDone.delete(txId);
  if (!open || !done) throw new Error(`transaction ${txId} is not open`);
  if (commit) open.resolve();
  else open.reject(ROLLBACK);
  try {
    await done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      if (message.tx === undefined) {
        return db._runExclusiveTransaction(() => namedQuery(db, message.sql, message.params));
      }
      target(message.tx);
      return namedQuery(db, message.sql, message.params);
    case 'exec':
      await target(message.tx).exec(message.sql);
      return null;
    case 'begin':
      return begin();
    case 'commit':
      return settle(message.tx, true);
    case 'rollback':
      return settle(message.tx, false);
    case 'snapshot':
      // In a transaction of its own (no other is open or starts meanwhile), after a
      // checkpoint: the files hold every committed change.
      return db.transaction(async (tx) => {
        await tx.exec('checkpoint');
        const tar = await db.dumpDataDir('gzip');
        return new Uint8Array(await tar.arrayBuffer());
      });
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

const db = await PGlite.create({ dataDir: workerData.dataDir });

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: serialise(error) }),
  );
});
port.postMessage({ ready: true });
