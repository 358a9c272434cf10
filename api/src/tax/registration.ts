import type { Queryable } from '../db/database';

/** The company's GST registration: what every tax document it issues names as the supplier. */
export interface TaxRegistration {
  gstin: string;
  address: string;
}

const SETTING = 'tax_registration';

/**
 * Keeps the configured registration where a document issued in any transaction, on any
 * replica, reads it: the database. Each start writes what it was configured with.
 */
export async function storeTaxRegistration(
  db: Queryable,
  registration: TaxRegistration,
): Promise<void> {
  await db.query(
    `insert into app_setting (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [SETTING, JSON.stringify(registration)],
  );
}

export async function taxRegistration(db: Queryable): Promise<TaxRegistration> {
  const [row] = await db.query<{ value: string }>('select value from app_setting where key = $1', [
    SETTING,
  ]);
  if (!row) throw new Error('no tax registration is stored: the server stores it at start');
  return JSON.parse(row.value) as TaxRegistration;
}
