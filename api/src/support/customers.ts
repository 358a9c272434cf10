import {
  type CustomerPage,
  type CustomerSummary,
  type FindResult,
  type FoundRecord,
  type SentMessage,
  type OrderStatus,
  type RefundStatus,
  orderStatusLabel,
  refundStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { OpsError } from '../http/ops-json';

const CUSTOMER_COLUMNS = `u.uid, u.nickname, u.email, u.mobile_no, u.created_at`;

interface CustomerRow {
  uid: string;
  nickname: string;
  email: string;
  mobile_no: string;
  created_at: Date;
}

function customerOf(row: CustomerRow): CustomerSummary {
  return {
    uid: row.uid,
    nickname: row.nickname,
    email: row.email,
    mobileNo: row.mobile_no,
    createdAt: row.created_at.toISOString(),
  };
}

const inr = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

type Reading = { as: string; sql: string; value: string; kind: FoundRecord['kind'] | 'customer' };

/** What a query typed by an agent most likely is, from its shape. */
export function readQuery(raw: string): Reading[] {
  const q = raw.trim();
  const upper = q.toUpperCase();
  if (/^HEG(-[2-9A-HJKMNP-Z]{4}){3}$/.test(upper)) {
    return [{ as: 'coupon code', kind: 'coupon', value: upper, sql: 'coupon' }];
  }
  if (/^CO\d{8}[2-9A-Z]{8}$/.test(upper)) {
    return [{ as: 'coupon order id', kind: 'coupon order', value: upper, sql: 'coupon order' }];
  }
  if (/^FL\d{8}[2-9A-Z]{8}$/.test(upper)) {
    return [{ as: 'booking id', kind: 'booking', value: upper, sql: 'booking id' }];
  }
  if (/^RF\d{8}[2-9A-Z]{8}$/.test(upper)) {
    return [{ as: 'coupon refund id', kind: 'coupon refund', value: upper, sql: 'coupon refund' }];
  }
  if (/^FR\d{8}[2-9A-Z]{8}$/.test(upper)) {
    return [{ as: 'flight refund id', kind: 'flight refund', value: upper, sql: 'flight refund' }];
  }
  if (/^HT-C-[2-9A-Z]{6}$/.test(upper)) {
    return [{ as: 'contact reference', kind: 'contact message', value: upper, sql: 'contact' }];
  }
  if (q.includes('@')) {
    return [{ as: 'e-mail address', kind: 'customer', value: q.toLowerCase(), sql: 'email' }];
  }
  const digits = q.replace(/[\s-]/g, '').replace(/^(\+?91)(?=\d{10}$)/, '');
  if (/^[6-9]\d{9}$/.test(digits)) {
    return [{ as: 'mobile number', kind: 'customer', value: digits, sql: 'mobile' }];
  }
  if (/^[A-Z0-9]{6}$/.test(upper)) {
    return [{ as: 'PNR', kind: 'booking', value: upper, sql: 'pnr' }];
  }
  return [];
}

export const FIND_HELP =
  'Search by PNR (6 letters and digits), booking id (FL…), coupon order id (CO…), coupon code (HEG-…), refund id (RF… or FR…), contact reference (HT-C-…), mobile number or e-mail.';

/** Finds visitors and records by PNR, booking or order id, coupon code, mobile or e-mail. */
export async function findForSupport(db: Queryable, query: string): Promise<FindResult> {
  const [reading] = readQuery(query);
  if (!reading)
    throw new OpsError(
      `Nothing to search for in "${query.trim().slice(0, 60)}". ${FIND_HELP}`,
      'invalid',
    );
  const records: FoundRecord[] = [];
  const customerIds = new Set<string>();
  const bookingRows = (where: string) =>
    db.query<{
      order_id: string;
      pnr: string | null;
      uid: string;
      status: number;
      from_code: string;
      to_code: string;
      departure_date: string;
      amount_paise: number;
    }>(
      `select o.order_id, o.pnr, u.uid, o.status, o.from_code, o.to_code, o.departure_date,
              o.amount_paise
       from flight_order o join app_user u on u.id = o.user_id where ${where}
       order by o.created_at desc limit 50`,
      [reading.value],
    );
  const addBookings = (rows: Awaited<ReturnType<typeof bookingRows>>) => {
    for (const row of rows) {
      customerIds.add(row.uid);
      records.push({
        kind: 'booking',
        id: row.order_id,
        customerUid: row.uid,
        summary: `${row.from_code}-${row.to_code} on ${row.departure_date}, PNR ${row.pnr ?? 'none yet'}, ${inr(row.amount_paise)}, ${orderStatusLabel(row.status as OrderStatus)}`,
      });
    }
  };
  const couponOrderRows = (where: string) =>
    db.query<{
      order_id: string;
      uid: string;
      status: number;
      amount_paise: number;
      code: string | null;
    }>(
      `select o.order_id, u.uid, o.status, o.amount_paise, c.code
       from coupon_order o join app_user u on u.id = o.user_id
       left join coupon c on c.order_pk = o.id where ${where}
       order by o.created_at desc limit 50`,
      [reading.value],
    );
  const addCouponOrders = (
    rows: Awaited<ReturnType<typeof couponOrderRows>>,
    kind: FoundRecord['kind'],
  ) => {
    for (const row of rows) {
      customerIds.add(row.uid);
      records.push({
        kind,
        id: kind === 'coupon' ? (row.code ?? row.order_id) : row.order_id,
        customerUid: row.uid,
        summary: `coupon order ${row.order_id}, ${inr(row.amount_paise)}, ${orderStatusLabel(row.status as OrderStatus)}${row.code ? `, coupon ${row.code}` : ''}`,
      });
    }
  };

  switch (reading.sql) {
    case 'pnr':
      addBookings(await bookingRows('o.pnr = $1'));
      break;
    case 'booking id':
      addBookings(await bookingRows('o.order_id = $1'));
      break;
    case 'coupon order':
      addCouponOrders(await couponOrderRows('o.order_id = $1'), 'coupon order');
      break;
    case 'coupon':
      addCouponOrders(await couponOrderRows('c.code = $1'), 'coupon');
      break;
    case 'coupon refund':
    case 'flight refund': {
      const table = reading.sql === 'coupon refund' ? 'coupon_refund' : 'flight_refund';
      const orders = reading.sql === 'coupon refund' ? 'coupon_order' : 'flight_order';
      const rows = await db.query<{
        refund_id: string;
        uid: string;
        status: number;
        amount_paise: number;
        order_id: string;
      }>(
        `select r.refund_id, u.uid, r.status, r.amount_paise, o.order_id
         from ${table} r join ${orders} o on o.id = r.order_pk join app_user u on u.id = o.user_id
         where r.refund_id = $1`,
        [reading.value],
      );
      for (const row of rows) {
        customerIds.add(row.uid);
        records.push({
          kind: reading.kind as FoundRecord['kind'],
          id: row.refund_id,
          customerUid: row.uid,
          summary: `refund of ${row.order_id}, ${inr(row.amount_paise)}, ${refundStatusLabel(row.status as RefundStatus)}`,
        });
      }
      break;
    }
    case 'contact':
      break;
    case 'email':
    case 'mobile': {
      const column = reading.sql === 'email' ? 'email' : 'mobile_no';
      const users = await db.query<{ uid: string }>(
        `select uid from app_user where ${column} = $1`,
        [reading.value],
      );
      for (const user of users) customerIds.add(user.uid);
      // A booking's contact may differ from the account's own details.
      addBookings(
        await bookingRows(
          reading.sql === 'email' ? 'o.contact_email = $1' : 'o.contact_mobile = $1',
        ),
      );
      break;
    }
  }
  if (reading.sql === 'contact' || reading.sql === 'email' || reading.sql === 'mobile') {
    const column = { contact: 'm.reference', email: 'lower(m.email)', mobile: 'm.mobile' }[
      reading.sql
    ];
    const messages = await db.query<{
      reference: string;
      topic: string;
      status: string;
      uid: string | null;
    }>(
      `select m.reference, m.topic, m.status, u.uid from contact_message m
       left join app_user u on u.email = lower(m.email)
       where ${column} = $1 order by m.created_at desc limit 50`,
      [reading.value],
    );
    for (const message of messages) {
      if (message.uid) customerIds.add(message.uid);
      records.push({
        kind: 'contact message',
        id: message.reference,
        customerUid: message.uid,
        summary: `${message.topic}, ${message.status}`,
      });
    }
  }
  const customers = customerIds.size
    ? await db.query<CustomerRow>(
        `select ${CUSTOMER_COLUMNS} from app_user u where u.uid = any($1::text[]) order by u.created_at`,
        [[...customerIds]],
      )
    : [];
  return { query: query.trim(), readAs: reading.as, customers: customers.map(customerOf), records };
}

interface RefundRow {
  kind: 'coupon' | 'flight';
  refund_id: string;
  order_id: string;
  amount_paise: number;
  status: number;
  reason: string | null;
  created_at: Date;
}

/** Everything support needs on one visitor, by uid. */
export async function customerPage(db: Queryable, uid: string): Promise<CustomerPage> {
  const [user] = await db.query<CustomerRow & { id: number }>(
    `select u.id, ${CUSTOMER_COLUMNS} from app_user u where u.uid = $1`,
    [uid],
  );
  if (!user) throw new OpsError(`No customer has the uid ${uid}.`, 'not-found');
  const [couponOrders, bookings, refunds, messages, sent] = await Promise.all([
    db.query<{
      order_id: string;
      product_code: string;
      amount_paise: number;
      status: number;
      created_at: Date;
      code: string | null;
      coupon_status: string | null;
      expiration_date: string;
      attention: string | null;
    }>(
      `select o.order_id, o.product_code, o.amount_paise, o.status, o.created_at, c.code,
              c.status as coupon_status, to_char(p.expiration_date, 'YYYY-MM-DD') as expiration_date,
              o.attention
       from coupon_order o join coupon_product p on p.code = o.product_code
       left join coupon c on c.order_pk = o.id
       where o.user_id = $1 order by o.created_at desc limit 200`,
      [user.id],
    ),
    db.query<{
      order_id: string;
      pnr: string | null;
      from_code: string;
      to_code: string;
      departure_date: string;
      amount_paise: number;
      status: number;
      created_at: Date;
      attention: string | null;
    }>(
      `select order_id, pnr, from_code, to_code, departure_date, amount_paise, status, created_at,
              attention
       from flight_order where user_id = $1 order by created_at desc limit 200`,
      [user.id],
    ),
    db.query<RefundRow>(
      `select 'coupon' as kind, r.refund_id, o.order_id, r.amount_paise, r.status,
              coalesce(r.rejection_reason, r.reason) as reason, r.created_at
       from coupon_refund r join coupon_order o on o.id = r.order_pk where r.user_id = $1
       union all
       select 'flight', r.refund_id, o.order_id, r.amount_paise, r.status, r.failure_reason,
              r.created_at
       from flight_refund r join flight_order o on o.id = r.order_pk where o.user_id = $1
       order by created_at desc limit 400`,
      [user.id],
    ),
    db.query<{
      reference: string;
      topic: string;
      status: string;
      created_at: Date;
      message: string;
    }>(
      `select reference, topic, status, created_at, message from contact_message
       where lower(email) = $1 order by created_at desc limit 100`,
      [user.email],
    ),
    // To their address or number, or about one of their orders (a booking's contact e-mail may
    // be another address).
    db.query<{
      kind: string;
      channel: SentMessage['channel'];
      recipient: string;
      subject: string;
      status: SentMessage['status'];
      attempts: number;
      last_error: string | null;
      order_ref: string | null;
      created_at: Date;
      sent_at: Date | null;
    }>(
      `select kind, channel, recipient,
              case when channel = 'sms' then text_body else subject end as subject,
              status, attempts, last_error, order_ref, created_at, sent_at
       from customer_message
       where lower(recipient) = lower($2) or recipient = $3
          or order_ref in (select order_id from coupon_order where user_id = $1
                           union all select order_id from flight_order where user_id = $1)
       order by id desc limit 100`,
      [user.id, user.email, user.mobile_no],
    ),
  ]);
  return {
    customer: customerOf(user),
    couponOrders: couponOrders.map((row) => ({
      orderId: row.order_id,
      productCode: row.product_code,
      amountPaise: row.amount_paise,
      status: orderStatusLabel(row.status as OrderStatus),
      createdAt: row.created_at.toISOString(),
      couponCode: row.code,
      couponStatus: row.coupon_status,
      couponExpirationDate: row.expiration_date,
      attention: row.attention,
    })),
    bookings: bookings.map((row) => ({
      orderId: row.order_id,
      pnr: row.pnr,
      route: `${row.from_code}-${row.to_code}`,
      departureDate: row.departure_date,
      amountPaise: row.amount_paise,
      status: orderStatusLabel(row.status as OrderStatus),
      createdAt: row.created_at.toISOString(),
      attention: row.attention,
    })),
    refunds: refunds.map((row) => ({
      kind: row.kind,
      refundId: row.refund_id,
      orderId: row.order_id,
      amountPaise: row.amount_paise,
      status: refundStatusLabel(row.status as RefundStatus),
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
    })),
    contactMessages: messages.map((row) => ({
      reference: row.reference,
      topic: row.topic,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      message: row.message,
    })),
    messagesSent: sent.map((row) => ({
      kind: row.kind,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      about: row.order_ref,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    })),
  };
}
