import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPglite } from './pglite';

// The server's PGlite (a data folder) runs on a worker thread; it must behave as the in-thread one.
describe('PGlite on its worker thread', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'travel-worker-'));
    db = await openPglite({ dataDir: path.join(dir, 'pglite') });
    await db.exec(`create table item (id bigserial primary key, name text not null unique,
                   at timestamptz not null default now())`);
  });

  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers rows with numbers and dates, and takes dates as parameters', async () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const [row] = await db.query<{ id: number; at: Date }>(
      'insert into item (name, at) values ($1, $2) returning id, at',
      ['first', at],
    );
    expect(row).toEqual({ id: 1, at });
  });

  it("passes PostgreSQL's error fields on, as the duplicate checks need them", async () => {
    await db.query("insert into item (name) values ('taken')");
    const error = await db
      .query("insert into item (name) values ('taken')")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_name_key' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction((tx) => tx.query("insert into item (name) values ('kept')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into item (name) values ('dropped')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await db.query<{ name: string }>(
      "select name from item where name in ('kept', 'dropped')",
    );
    expect(names).toEqual([{ name: 'kept' }]);
  });

  it('runs a statement from outside only after a transaction in progress ends', async () => {
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into item (name) values ('inside')");
      outside = db.query<{ n: number }>(
        "select count(*)::int as n from item where name = 'inside'",
      );
      await tx.query("update item set name = 'inside' where name = 'inside'");
    });
    expect(await outside).toEqual([{ n: 1 }]);
  });
});
