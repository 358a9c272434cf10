-- The payment core, shared by every kind of order (coupon orders today): payment intents,
-- the payments gateways report, refunds sent to the gateway and the events applied once.
-- Coupon orders keep their own status, refund requests and coupons; their payment facts move
-- here. Money records are never deleted and their statuses only move along allowed edges.

-- One per order attempt: what we asked the gateway to collect and until when.
-- status: open -> paid | closed (failed, cancelled or window ended); closed -> paid (a late
-- capture is honoured).
create table payment_intent (
  id bigserial primary key,
  -- the kind of order ('coupon', ...) and that order's public id
  kind text not null,
  order_ref text not null,
  gateway text not null,
  gateway_order_id text not null,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null,
  status text not null default 'open' check (status in ('open', 'paid', 'closed')),
  -- the payment that paid it
  payment_id text,
  upi_uri text not null,
  payer_url text not null,
  qr_text text not null,
  expires_at timestamptz not null,
  paid_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index payment_intent_order on payment_intent (kind, order_ref);
create unique index payment_intent_gateway_order on payment_intent (gateway, gateway_order_id);
create index payment_intent_open on payment_intent (expires_at) where status = 'open';
create index payment_intent_closed on payment_intent (expires_at) where status = 'closed';

insert into payment_intent (kind, order_ref, gateway, gateway_order_id, amount_paise, currency,
  status, payment_id, upi_uri, payer_url, qr_text, expires_at, paid_at, created_at, updated_at)
select 'coupon', order_id, gateway, gateway_order_id, amount_paise, currency,
  case when status = 1 then 'open' when status in (3, 7) then 'closed' else 'paid' end,
  gateway_payment_id, upi_uri, payer_url, qr_text, payment_expires_at, paid_at, created_at,
  updated_at
from coupon_order where gateway_order_id is not null;

create function payment_intent_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'payment intent % cannot be deleted', old.id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'open' then
      raise exception 'a payment intent starts open, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.kind <> old.kind or new.order_ref <> old.order_ref or new.gateway <> old.gateway
     or new.gateway_order_id <> old.gateway_order_id or new.amount_paise <> old.amount_paise
     or new.currency <> old.currency then
    raise exception 'payment intent %: order, gateway and amount never change', old.id
      using errcode = '55000';
  end if;
  if new.status <> old.status and not (
    (old.status = 'open' and new.status in ('paid', 'closed'))
    or (old.status = 'closed' and new.status = 'paid')
  ) then
    raise exception 'payment intent % cannot move from % to %', old.id, old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end $$;

create trigger payment_intent_guard before insert or update or delete on payment_intent
  for each row execute function payment_intent_guard();

-- Every payment a gateway told us about, of any kind of order; coupon_payment's rows move here.
alter table coupon_payment rename to payment;
alter index coupon_payment_gateway_id rename to payment_gateway_id;
alter index coupon_payment_returns rename to payment_returns;
alter table payment add column intent_id bigint references payment_intent (id);
update payment p set intent_id = i.id
from coupon_order o, payment_intent i
where o.id = p.order_pk and i.kind = 'coupon' and i.order_ref = o.order_id;
drop index coupon_payment_order;
alter table payment drop column order_pk;
create index payment_intent_payments on payment (intent_id);
-- Who sends a return now (one sender at a time, see payment_refund.claimed_until).
alter table payment add column return_claimed_until timestamptz;

-- Refunds sent to the gateway by the original route; reference is our id of it (a coupon
-- refund id), the gateway's idempotency key and the refund's receipt.
-- status: sending -> sent -> processed | failed; sending -> processed | failed (the gateway's
-- own answer, or its refusal).
create table payment_refund (
  id bigserial primary key,
  reference text not null,
  kind text not null,
  order_ref text not null,
  gateway text not null,
  payment_id text not null,
  amount_paise integer not null check (amount_paise > 0),
  status text not null default 'sending'
    check (status in ('sending', 'sent', 'processed', 'failed')),
  gateway_refund_id text,
  -- the bank's RRN/ARN once known
  bank_reference text,
  failure_reason text,
  -- whoever set this calls the gateway; the others leave it. It lapses, so a sender that died
  -- mid-call is replaced by reconciliation (same idempotency key).
  claimed_until timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index payment_refund_reference on payment_refund (reference);
create unique index payment_refund_gateway_id on payment_refund (gateway, gateway_refund_id);
-- At most one refund on its way per order.
create unique index payment_refund_one_open on payment_refund (kind, order_ref)
  where status in ('sending', 'sent');

insert into payment_refund (reference, kind, order_ref, gateway, payment_id, amount_paise, status,
  gateway_refund_id, bank_reference, failure_reason, created_at, updated_at)
select r.refund_id, 'coupon', o.order_id, o.gateway, o.gateway_payment_id, r.amount_paise,
  case r.status when 2 then case when r.gateway_refund_id is null then 'sending' else 'sent' end
                when 3 then 'processed' else 'failed' end,
  r.gateway_refund_id, r.reference_number, r.failure_reason,
  coalesce(r.processing_at, r.created_at), r.updated_at
from coupon_refund r join coupon_order o on o.id = r.order_pk
where r.processing_at is not null and o.gateway_payment_id is not null;

create function payment_refund_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'payment refund % cannot be deleted', old.reference using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'sending' then
      raise exception 'a payment refund starts sending, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.reference <> old.reference or new.kind <> old.kind or new.order_ref <> old.order_ref
     or new.payment_id <> old.payment_id or new.amount_paise <> old.amount_paise then
    raise exception 'payment refund %: order, payment and amount never change', old.reference
      using errcode = '55000';
  end if;
  if new.status <> old.status and not (
    (old.status = 'sending' and new.status in ('sent', 'processed', 'failed'))
    or (old.status = 'sent' and new.status in ('processed', 'failed'))
  ) then
    raise exception 'payment refund % cannot move from % to %', old.reference, old.status,
      new.status using errcode = '23514';
  end if;
  return new;
end $$;

create trigger payment_refund_guard before insert or update or delete on payment_refund
  for each row execute function payment_refund_guard();

-- The gateway facts of coupon orders now live in payment_intent and payment_refund.
alter table coupon_order drop column gateway_order_id, drop column upi_uri, drop column payer_url,
  drop column qr_text, drop column gateway_payment_id;
alter table coupon_refund drop column gateway_refund_id, drop column reference_number;

-- Which order an event concerned, once matched.
alter table payment_event add column order_kind text, add column order_ref text;
