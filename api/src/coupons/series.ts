import { formatInr } from '@travel/shared/contracts';
import type {
  CouponSeriesSummary,
  CurrentCouponSeries,
  StaffSeriesView,
} from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { indiaDateOf } from '../orders/references';
import { OpsError } from '../http/ops-json';

/** Letters, digits and hyphens, at most 8: it ends every product code of the series. */
export const SERIES_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,7}$/;
/** Staff are warned from this many days before the series on sale ends with none after it. */
export const SERIES_WARNING_DAYS = 14;

export interface SeriesRow {
  id: number;
  name: string;
  sale_from: string;
  sale_until: string;
  expiration_date: string;
  sale_opens_at: Date;
  sale_closes_at: Date;
  expires_at: Date;
  ended_early_at: Date | null;
  created_at: Date;
  created_by: string;
}

const SERIES_COLUMNS = `id, name, to_char(sale_from, 'YYYY-MM-DD') as sale_from,
  to_char(sale_until, 'YYYY-MM-DD') as sale_until,
  to_char(expiration_date, 'YYYY-MM-DD') as expiration_date,
  sale_opens_at, sale_closes_at, expires_at, ended_early_at, created_at, created_by`;

/** The first instant of an India date (its midnight in Asia/Kolkata). */
export function indiaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

function isIsoDate(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(at) &&
    new Date(at).toISOString().startsWith(value)
  );
}

function summaryOf(row: SeriesRow): CouponSeriesSummary {
  return {
    name: row.name,
    saleFrom: row.sale_from,
    // The last day on sale: a series ended early stops selling on the day it was ended.
    saleUntil: indiaDateOf(new Date(row.sale_closes_at.getTime() - 1)),
    expirationDate: row.expiration_date,
  };
}

function statusOf(row: SeriesRow, now: Date): StaffSeriesView['status'] {
  if (now < row.sale_opens_at) return 'upcoming';
  return now < row.sale_closes_at ? 'on sale' : 'ended';
}

async function allSeries(db: Queryable): Promise<SeriesRow[]> {
  return db.query<SeriesRow>(`select ${SERIES_COLUMNS} from coupon_series order by sale_opens_at`);
}

/** The series on sale now and the next one to open, for the coupon page, terms and footer. */
export async function currentSeries(db: Queryable, now: Date): Promise<CurrentCouponSeries> {
  const rows = await db.query<SeriesRow>(
    `(select ${SERIES_COLUMNS}, 0 as which from coupon_series
       where sale_opens_at <= $1 and sale_closes_at > $1)
     union all
     (select ${SERIES_COLUMNS}, 1 as which from coupon_series
       where sale_opens_at > $1 order by sale_opens_at limit 1)`,
    [now],
  );
  const [current] = rows.filter((row) => row.sale_opens_at <= now);
  const [next] = rows.filter((row) => row.sale_opens_at > now);
  return {
    current: current ? summaryOf(current) : null,
    next: next ? summaryOf(next) : null,
  };
}

/**
 * What staff are warned about: from SERIES_WARNING_DAYS before the series on sale ends with no
 * series after it, or when none is on sale at all.
 */
export function seriesWarning(series: CurrentCouponSeries, now: Date): string | null {
  if (series.next) return null;
  if (!series.current)
    return 'No coupon series is on sale and none is planned: the coupon page sells nothing. Add the next series.';
  const closesAt = indiaMidnight(nextDay(series.current.saleUntil));
  const days = Math.ceil((closesAt.getTime() - now.getTime()) / 86_400_000);
  if (days > SERIES_WARNING_DAYS) return null;
  return `The ${series.current.name} series stops selling after ${series.current.saleUntil} (${days} day${days === 1 ? '' : 's'} left) and no series follows it. Add the next series.`;
}

export async function listSeriesForStaff(
  db: Queryable,
  now: Date,
): Promise<{
  series: StaffSeriesView[];
  warning: string | null;
}> {
  const rows = await allSeries(db);
  const products = await db.query<{
    series_id: number;
    code: string;
    total_amount_paise: number;
    back_amount_paise: number;
  }>(
    'select series_id, code, total_amount_paise, back_amount_paise from coupon_product order by sort_order',
  );
  const series = rows.map((row) => ({
    ...summaryOf(row),
    status: statusOf(row, now),
    endedEarlyAt: row.ended_early_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    tiers: products
      .filter((product) => product.series_id === row.id)
      .map((product) => ({
        code: product.code,
        totalAmountPaise: product.total_amount_paise,
        backAmountPaise: product.back_amount_paise,
      })),
  }));
  return { series, warning: seriesWarning(await currentSeries(db, now), now) };
}

export type SeriesHook = (tx: Queryable, series: StaffSeriesView) => Promise<void>;

export interface NewSeries {
  name: string;
  /** First and last India day on sale. */
  from: string;
  until: string;
  /** Last India day its coupons can be used; the last day on sale when not given. */
  expires?: string;
  /** The series whose tiers (prices, images, colours) are copied; the latest when not given. */
  like?: string;
  /** Prices in rupees, pay:get, replacing the copied ones in order (their look is kept). */
  tiers?: { payRupees: number; getRupees: number }[];
}

/** The product code of a tier in a series: the launch series keeps its bare codes. */
function productCode(tierCode: string, seriesName: string): string {
  const base = tierCode.split('-').slice(0, 3).join('-');
  return `${base}-${seriesName.toUpperCase()}`;
}

function tierBase(payRupees: number, getRupees: number): string {
  return `HEG-${String(payRupees).padStart(4, '0')}-${String(getRupees).padStart(4, '0')}`;
}

/** Adds a series and its tiers in one transaction; refuses overlaps and prices at a loss. */
export async function addSeries(
  db: Database,
  input: NewSeries,
  actor: string,
  now: Date,
  /** Runs in the same transaction: the audit ledger's row. */
  afterSave: SeriesHook = () => Promise.resolve(),
): Promise<{ series: StaffSeriesView; warning: string | null }> {
  const name = input.name.trim();
  if (!SERIES_NAME.test(name)) {
    throw new OpsError(
      'The series name must be 1-8 letters, digits or hyphens, such as 2027.',
      'invalid',
    );
  }
  for (const [field, value] of [
    ['--from', input.from],
    ['--until', input.until],
    ['--expires', input.expires ?? input.until],
  ] as const) {
    if (!isIsoDate(value))
      throw new OpsError(`${field} must be a date such as 2027-01-01.`, 'invalid');
  }
  const expires = input.expires ?? input.until;
  if (input.until < input.from) {
    throw new OpsError('The sale must end on or after the day it starts.', 'invalid');
  }
  if (expires < input.until) {
    throw new OpsError('Coupons must stay usable at least until the sale ends.', 'invalid');
  }
  const closesAt = indiaMidnight(nextDay(input.until));
  if (closesAt <= now) {
    throw new OpsError('The sale window has already ended: choose dates in the future.', 'invalid');
  }
  for (const tier of input.tiers ?? []) {
    const whole = Number.isInteger(tier.payRupees) && Number.isInteger(tier.getRupees);
    if (!whole || tier.payRupees < 1 || tier.getRupees > 99_999) {
      throw new OpsError(
        'Tier prices are whole rupees from 1 to 99999, such as 99:350.',
        'invalid',
      );
    }
    if (tier.payRupees >= tier.getRupees) {
      throw new OpsError(
        `A coupon must give more than it costs: ${formatInr(tier.payRupees * 100)} for ${formatInr(tier.getRupees * 100)} would sell at a loss.`,
        'invalid',
      );
    }
  }

  return db.transaction(async (tx) => {
    // One series change at a time, so two staff adding overlapping series are told, not both saved.
    await tx.query("select pg_advisory_xact_lock(hashtextextended('coupon-series', 0))");
    const existing = await allSeries(tx);
    if (existing.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
      throw new OpsError(`A series named ${name} already exists.`, 'conflict');
    }
    const model = input.like
      ? existing.find((row) => row.name.toLowerCase() === input.like?.toLowerCase())
      : existing.at(-1);
    if (!model) throw new OpsError(`There is no series named ${input.like ?? ''}.`, 'not-found');
    const opensAt = indiaMidnight(input.from);
    const overlapping = existing.find(
      (row) => row.sale_opens_at < closesAt && opensAt < row.sale_closes_at,
    );
    if (overlapping) {
      const other = summaryOf(overlapping);
      throw new OpsError(
        `The sale window overlaps the ${other.name} series (on sale ${other.saleFrom} to ${other.saleUntil}). End that series early or choose other dates.`,
        'conflict',
      );
    }
    const modelTiers = await tx.query<{
      code: string;
      total_amount_paise: number;
      back_amount_paise: number;
      image: string;
      color: string;
    }>(
      `select code, total_amount_paise, back_amount_paise, image, color from coupon_product
       where series_id = $1 order by sort_order`,
      [model.id],
    );
    const tiers = input.tiers
      ? input.tiers.map((tier, index) => {
          const look = modelTiers[index % modelTiers.length];
          return {
            base: tierBase(tier.payRupees, tier.getRupees),
            pay: tier.payRupees * 100,
            back: tier.getRupees * 100,
            image: look?.image ?? 'coupon-0099.webp',
            color: look?.color ?? '#1E3A8A',
          };
        })
      : modelTiers.map((tier) => ({
          base: tier.code,
          pay: tier.total_amount_paise,
          back: tier.back_amount_paise,
          image: tier.image,
          color: tier.color,
        }));
    const codes = tiers.map((tier) => productCode(tier.base, name));
    if (new Set(codes).size !== codes.length) {
      throw new OpsError('Two tiers of the series have the same prices.', 'invalid');
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into coupon_series
         (name, sale_from, sale_until, expiration_date, sale_opens_at, sale_closes_at, expires_at,
          created_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        name,
        input.from,
        input.until,
        expires,
        opensAt,
        closesAt,
        indiaMidnight(nextDay(expires)),
        now,
        actor,
      ],
    );
    const seriesId = row?.id;
    let sortOrder = 0;
    for (const [index, tier] of tiers.entries()) {
      sortOrder += 1;
      await tx.query(
        `insert into coupon_product
           (code, total_amount_paise, back_amount_paise, expiration_date, expires_at, image, color,
            sort_order, series_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          codes[index],
          tier.pay,
          tier.back,
          expires,
          indiaMidnight(nextDay(expires)),
          tier.image,
          tier.color,
          sortOrder,
          seriesId,
        ],
      );
    }
    const { series, warning } = await listSeriesForStaff(tx, now);
    const added = series.find((item) => item.name === name);
    if (!added) throw new Error('the series just added is missing');
    await afterSave(tx, added);
    return { series: added, warning };
  });
}

/**
 * Stops a series selling now; the coupons it sold keep their expiry. A series that has not
 * opened yet is withdrawn instead.
 */
export async function endSeriesEarly(
  db: Database,
  name: string,
  now: Date,
  afterSave: SeriesHook = () => Promise.resolve(),
): Promise<StaffSeriesView> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended('coupon-series', 0))");
    const [row] = await tx.query<SeriesRow>(
      `select ${SERIES_COLUMNS} from coupon_series where lower(name) = lower($1) for update`,
      [name],
    );
    if (!row) throw new OpsError(`There is no series named ${name}.`, 'not-found');
    if (now >= row.sale_closes_at) {
      throw new OpsError(`The ${row.name} series is no longer on sale.`, 'conflict');
    }
    if (now <= row.sale_opens_at) {
      // A series that has not opened sold nothing: withdrawn, its dates are free again.
      const { series } = await listSeriesForStaff(tx, now);
      await tx.query('delete from coupon_product where series_id = $1', [row.id]);
      await tx.query('delete from coupon_series where id = $1', [row.id]);
      const withdrawn = series.find((item) => item.name === row.name);
      if (!withdrawn) throw new Error('the series just withdrawn is missing');
      const view: StaffSeriesView = { ...withdrawn, status: 'withdrawn' };
      await afterSave(tx, view);
      return view;
    }
    await tx.query(
      'update coupon_series set sale_closes_at = $2, ended_early_at = $2 where id = $1',
      [row.id, now],
    );
    const { series } = await listSeriesForStaff(tx, now);
    const ended = series.find((item) => item.name === row.name);
    if (!ended) throw new Error('the series just ended is missing');
    await afterSave(tx, ended);
    return ended;
  });
}
