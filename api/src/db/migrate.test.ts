import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { engines, useTestDatabase } from '../test-support/database';
import { getOrCreateSetting, resolveXsrfSecret } from '../settings';
import { migrate } from './migrate';

describe.each(engines)('database on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('applies each migration once, however often it runs', async () => {
    const { db } = database();
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query<{ version: string }>('select version from schema_migrations');
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    expect(versions.map((row) => row.version).sort()).toEqual(
      files.map((file) => file.replace(/\.sql$/, '')),
    );
    expect(files.slice(0, 2)).toEqual(['0001_releases.sql', '0002_accounts.sql']);
  });

  it('lets replicas that start together migrate without clashing', async () => {
    const { db, replica } = database();
    const results = await Promise.all([migrate(db), migrate(await replica()), migrate(db)]);
    expect(results).toEqual([[], [], []]);
  });

  it('creates the release and account tables', async () => {
    const { db } = database();
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'app_setting',
        'app_user',
        'login_attempt',
        'release_audit',
        'remote_live',
        'remote_release',
        'schema_migrations',
        'sms_otp',
        'sms_outbox',
        'user_session',
      ]),
    );
  });

  it('rolls a transaction back when it throws, and commits when it returns', async () => {
    const { db } = database();
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into app_setting (key, value) values ('rolled', 'back')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction((tx) =>
      tx.query("insert into app_setting (key, value) values ('kept', 'yes')"),
    );
    const keys = await db.query<{ key: string }>(
      "select key from app_setting where key in ('rolled', 'kept')",
    );
    expect(keys).toEqual([{ key: 'kept' }]);
  });

  it('returns bigint columns as numbers and times as Dates on both engines', async () => {
    const { db } = database();
    const [row] = await db.query<{ id: unknown; at: unknown }>(
      `insert into release_ledger (name, action, operator, reason, to_version)
       values ('remote-auth', 'activate', 'test', 'bigint check', 'x') returning id, at`,
    );
    expect(typeof row?.id).toBe('number');
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('generates the XSRF secret once and gives every replica the same one', async () => {
    const { db, replica } = database();
    const [first, second] = await Promise.all([
      resolveXsrfSecret(undefined, db),
      resolveXsrfSecret(undefined, await replica()),
    ]);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await resolveXsrfSecret('configured-secret', db)).toBe('configured-secret');
    expect(await getOrCreateSetting(db, 'xsrf_secret', () => 'other')).toBe(first);
  });
});
