-- The coupon business: catalogue, orders, payments, coupons, refunds, the free-flight draw and
-- the sandbox UPI gateway's own books. Money is integer paise, times are timestamptz (UTC).

-- The only source of prices. Mirrors COUPON_TIERS of @travel/shared (a test keeps them equal).
create table coupon_product (
  code text primary key,
  total_amount_paise integer not null check (total_amount_paise > 0),
  back_amount_paise integer not null check (back_amount_paise > 0),
  currency text not null default 'INR',
  -- the last day of use, an India date
  expiration_date date not null,
  -- the first instant it is expired: midnight after expiration_date in Asia/Kolkata
  expires_at timestamptz not null,
  image text not null,
  color text not null,
  sort_order integer not null
);

insert into coupon_product
  (code, total_amount_paise, back_amount_paise, expiration_date, expires_at, image, color, sort_order)
select code, pay, back, expiry, (expiry + 1)::timestamp at time zone 'Asia/Kolkata', image, color, n
from (values
  ('HEG-0099-0350', 9900, 35000, date '2026-12-31', 'coupon-0099.webp', '#1E3A8A', 1),
  ('HEG-0199-0480', 19900, 48000, date '2026-12-31', 'coupon-0199.webp', '#0F766E', 2),
  ('HEG-0299-0600', 29900, 60000, date '2026-12-31', 'coupon-0299.webp', '#9A3412', 3),
  ('HEG-0499-0900', 49900, 90000, date '2026-12-31', 'coupon-0499.webp', '#9D174D', 4),
  ('HEG-0999-1500', 99900, 150000, date '2026-12-31', 'coupon-0999.webp', '#5B21B6', 5),
  ('HEG-1999-2600', 199900, 260000, date '2026-12-31', 'coupon-1999.webp', '#166534', 6),
  ('HEG-4999-5800', 499900, 580000, date '2026-12-31', 'coupon-4999.webp', '#7C2D12', 7),
  ('HEG-9999-11000', 999900, 1100000, date '2026-12-31', 'coupon-9999.webp', '#334155', 8),
  ('HEG-0001-0099', 100, 9900, date '2026-12-31', 'coupon-0001.webp', '#A21CAF', 9)
) as tier (code, pay, back, expiry, image, color, n);

-- The edges of ORDER_TRANSITIONS and REFUND_TRANSITIONS (a test keeps them equal); the guard
-- triggers below refuse any other change of status, whoever makes it.
create table coupon_order_transition (
  from_status smallint not null,
  to_status smallint not null,
  primary key (from_status, to_status)
);

insert into coupon_order_transition (from_status, to_status) values
  (1, 2), (1, 3), (1, 7), (2, 4), (3, 2), (4, 5), (4, 6), (4, 2), (6, 4), (7, 2);

create table coupon_refund_transition (
  from_status smallint not null,
  to_status smallint not null,
  primary key (from_status, to_status)
);

insert into coupon_refund_transition (from_status, to_status) values
  (1, 2), (1, 4), (2, 3), (2, 4);

-- status: 1 Processing Payment, 2 Payment Successful, 3 Payment Failed, 4 Processing Refund,
-- 5 Refund Successful, 6 Refund Failed, 7 Payment Cancelled.
create table coupon_order (
  id bigserial primary key,
  -- public, e.g. CO20261122K7M3Q9TX
  order_id text not null,
  user_id bigint not null references app_user (id),
  product_code text not null references coupon_product (code),
  -- copied from the catalogue when the order is made, never from the request
  amount_paise integer not null check (amount_paise > 0),
  back_amount_paise integer not null,
  currency text not null default 'INR',
  status smallint not null default 1 check (status between 1 and 7),
  idempotency_key uuid not null,
  gateway text not null,
  gateway_order_id text,
  upi_uri text,
  payer_url text,
  qr_text text,
  payment_expires_at timestamptz not null,
  -- the payment that paid it
  gateway_payment_id text,
  paid_at timestamptz,
  -- set when something about the order needs a person (e.g. a payment we did not honour)
  attention text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- who made the last change: visitor, gateway, reconcile, operator
  updated_by text not null
);

create unique index coupon_order_order_id on coupon_order (order_id);
create unique index coupon_order_idempotency on coupon_order (user_id, idempotency_key);
create unique index coupon_order_gateway_order on coupon_order (gateway, gateway_order_id);
create index coupon_order_user_created on coupon_order (user_id, created_at desc, id desc);
create index coupon_order_awaiting_payment on coupon_order (payment_expires_at) where status = 1;
create index coupon_order_user_awaiting on coupon_order (user_id) where status = 1;
create index coupon_order_recently_closed on coupon_order (payment_expires_at) where status in (3, 7);

create table coupon_order_event (
  id bigserial primary key,
  order_pk bigint not null references coupon_order (id),
  from_status smallint,
  to_status smallint not null,
  at timestamptz not null,
  actor text not null
);

create index coupon_order_event_order on coupon_order_event (order_pk, id);

-- Every payment the gateway told us about, by webhook or when asked. disposition says what we
-- did with it; a captured payment we did not honour (wrong amount, order already paid, unknown
-- order) is sent back: return_status queued -> sent -> returned | failed.
create table coupon_payment (
  id bigserial primary key,
  gateway text not null,
  payment_id text not null,
  gateway_order_id text,
  order_pk bigint references coupon_order (id),
  amount_paise bigint not null,
  currency text not null,
  status text not null check (status in ('captured', 'failed')),
  method text,
  vpa text,
  rrn text,
  error_description text,
  disposition text not null
    check (disposition in ('applied', 'failed', 'mismatch', 'duplicate', 'unmatched')),
  return_status text check (return_status in ('queued', 'sent', 'returned', 'failed')),
  return_refund_id text,
  return_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index coupon_payment_gateway_id on coupon_payment (gateway, payment_id);
create index coupon_payment_order on coupon_payment (order_pk);
create index coupon_payment_returns on coupon_payment (return_status)
  where return_status in ('queued', 'sent');

-- Webhook events (and what reconciliation learned), each applied once.
create table payment_event (
  id bigserial primary key,
  gateway text not null,
  event_id text not null,
  event text not null,
  payload jsonb not null,
  outcome text not null,
  received_at timestamptz not null
);

create unique index payment_event_gateway_event on payment_event (gateway, event_id);

-- One coupon per paid order. status: active -> used (applied to a booking) or void (refunded).
create table coupon (
  code text primary key,
  order_pk bigint not null references coupon_order (id),
  status text not null default 'active' check (status in ('active', 'used', 'void')),
  issued_at timestamptz not null,
  used_at timestamptz,
  voided_at timestamptz
);

create unique index coupon_order_pk on coupon (order_pk);

-- status: 1 Pending refund, 2 Processing Refund, 3 Refund Successful, 4 Refund Failed.
create table coupon_refund (
  id bigserial primary key,
  -- public, e.g. RF20261122M4P7W2QA; also the gateway idempotency key
  refund_id text not null,
  order_pk bigint not null references coupon_order (id),
  user_id bigint not null references app_user (id),
  amount_paise integer not null check (amount_paise > 0),
  status smallint not null default 1 check (status between 1 and 4),
  reason text,
  rejection_reason text,
  failure_reason text,
  gateway_refund_id text,
  reference_number text,
  processing_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  updated_by text not null
);

create unique index coupon_refund_refund_id on coupon_refund (refund_id);
create unique index coupon_refund_gateway_id on coupon_refund (gateway_refund_id);
-- At most one refund under way per order, whatever the code does.
create unique index coupon_refund_one_open on coupon_refund (order_pk) where status in (1, 2);
create index coupon_refund_user_created on coupon_refund (user_id, created_at desc, id desc);
create index coupon_refund_order on coupon_refund (order_pk, created_at desc, id desc);
create index coupon_refund_status on coupon_refund (status, created_at);

create table coupon_refund_event (
  id bigserial primary key,
  refund_pk bigint not null references coupon_refund (id),
  from_status smallint,
  to_status smallint not null,
  at timestamptz not null,
  actor text not null
);

create index coupon_refund_event_refund on coupon_refund_event (refund_pk, id);

-- A monthly free-flight draw. seed stays secret until held_at; seed_hash is public from the
-- start, so the winners cannot be chosen after the entries are known.
create table prize_draw (
  id bigserial primary key,
  draw_id text not null,
  -- yyyy-mm, an India month
  period text not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  seed text not null,
  seed_hash text not null,
  -- set when held: how many winners, the entry numbers that took part (ascending) and the
  -- winning entry numbers in the order drawn; kept so anyone can re-check the draw later
  winner_count integer,
  valid_entries integer[],
  winning_entries integer[],
  held_at timestamptz,
  created_at timestamptz not null
);

create unique index prize_draw_draw_id on prize_draw (draw_id);
create unique index prize_draw_period on prize_draw (period);

-- One entry per paid order, ever. entry_number orders the entries of a draw.
create table draw_entry (
  id bigserial primary key,
  draw_pk bigint not null references prize_draw (id),
  entry_number integer not null,
  order_pk bigint not null references coupon_order (id),
  status text not null default 'entered' check (status in ('entered', 'won', 'not-won', 'void')),
  -- 0 for the first winner drawn, 1 for the next, ...
  winner_rank integer,
  created_at timestamptz not null
);

create unique index draw_entry_order on draw_entry (order_pk);
create unique index draw_entry_number on draw_entry (draw_pk, entry_number);

-- The sandbox gateway's side ("the bank"): what it was asked for and what the payer decided.
create table sandbox_upi_order (
  id text primary key,
  amount_paise integer not null,
  currency text not null,
  receipt text not null,
  description text not null,
  status text not null check (status in ('created', 'paid', 'declined', 'cancelled')),
  created_at timestamptz not null,
  decided_at timestamptz
);

create table sandbox_upi_payment (
  id text primary key,
  order_id text not null references sandbox_upi_order (id),
  amount_paise integer not null,
  currency text not null,
  status text not null check (status in ('captured', 'failed')),
  vpa text not null,
  rrn text not null,
  error_description text,
  created_at timestamptz not null
);

create index sandbox_upi_payment_order on sandbox_upi_payment (order_id);

create table sandbox_upi_refund (
  id text primary key,
  payment_id text not null references sandbox_upi_payment (id),
  amount_paise integer not null,
  idempotency_key text not null,
  receipt text,
  status text not null check (status in ('processed', 'failed')),
  arn text,
  created_at timestamptz not null
);

create unique index sandbox_upi_refund_idempotency on sandbox_upi_refund (idempotency_key);

-- Guards: money records are never deleted, their owner and amount never change, and a status
-- only moves along an allowed edge. Every change of status is logged with its time and actor.
create function coupon_order_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'coupon order % cannot be deleted', old.order_id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 1 then
      raise exception 'a coupon order starts in status 1, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.order_id <> old.order_id or new.user_id <> old.user_id
     or new.product_code <> old.product_code or new.amount_paise <> old.amount_paise
     or new.currency <> old.currency then
    raise exception 'coupon order %: owner, product and amount never change', old.order_id
      using errcode = '55000';
  end if;
  if new.status <> old.status and not exists (
    select 1 from coupon_order_transition t
    where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'coupon order % cannot move from status % to %',
      old.order_id, old.status, new.status using errcode = '23514';
  end if;
  return new;
end $$;

create trigger coupon_order_guard before insert or update or delete on coupon_order
  for each row execute function coupon_order_guard();

create function coupon_order_log() returns trigger language plpgsql as $$
begin
  insert into coupon_order_event (order_pk, from_status, to_status, at, actor)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
          new.updated_at, new.updated_by);
  return null;
end $$;

create trigger coupon_order_log_insert after insert on coupon_order
  for each row execute function coupon_order_log();
create trigger coupon_order_log_update after update of status on coupon_order
  for each row when (old.status is distinct from new.status) execute function coupon_order_log();

create function coupon_refund_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'refund % cannot be deleted', old.refund_id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 1 then
      raise exception 'a refund starts in status 1, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.refund_id <> old.refund_id or new.order_pk <> old.order_pk
     or new.amount_paise <> old.amount_paise then
    raise exception 'refund %: order and amount never change', old.refund_id
      using errcode = '55000';
  end if;
  if new.status <> old.status and not exists (
    select 1 from coupon_refund_transition t
    where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'refund % cannot move from status % to %',
      old.refund_id, old.status, new.status using errcode = '23514';
  end if;
  return new;
end $$;

create trigger coupon_refund_guard before insert or update or delete on coupon_refund
  for each row execute function coupon_refund_guard();

create function coupon_refund_log() returns trigger language plpgsql as $$
begin
  insert into coupon_refund_event (refund_pk, from_status, to_status, at, actor)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
          new.updated_at, new.updated_by);
  return null;
end $$;

create trigger coupon_refund_log_insert after insert on coupon_refund
  for each row execute function coupon_refund_log();
create trigger coupon_refund_log_update after update of status on coupon_refund
  for each row when (old.status is distinct from new.status) execute function coupon_refund_log();

-- A used or void coupon stays so; a coupon is never deleted.
create function coupon_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'coupon % cannot be deleted', old.code using errcode = '55000';
  end if;
  if new.code <> old.code or new.order_pk <> old.order_pk
     or (old.status <> 'active' and new.status <> old.status) then
    raise exception 'coupon % cannot change from % to %', old.code, old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end $$;

create trigger coupon_guard before update or delete on coupon
  for each row execute function coupon_guard();
