-- Flight bookings: the order, its travellers, the segments and fare as sold, the coupon held
-- for it, the PNR, cancellations and refunds, and append-only event logs. Money is integer
-- paise. Statuses move only along the edges below (the same state machines as coupon orders,
-- ORDER_TRANSITIONS and REFUND_TRANSITIONS of the shared contract; a test keeps them equal).
-- Nothing here is ever deleted.

create table flight_order_transition (
  from_status smallint not null,
  to_status smallint not null,
  primary key (from_status, to_status)
);

insert into flight_order_transition (from_status, to_status) values
  (1, 2), (1, 3), (1, 7), (2, 4), (3, 2), (4, 5), (4, 6), (4, 2), (6, 4), (7, 2);

create table flight_refund_transition (
  from_status smallint not null,
  to_status smallint not null,
  primary key (from_status, to_status)
);

insert into flight_refund_transition (from_status, to_status) values
  (1, 2), (1, 4), (2, 3), (2, 4);

-- status: 1 Processing Payment, 2 Payment Successful, 3 Payment Failed, 4 Processing Refund,
-- 5 Refund Successful, 6 Refund Failed, 7 Payment Cancelled.
create table flight_order (
  id bigserial primary key,
  -- public, e.g. FL20261122K7M3Q9TX
  order_id text not null,
  user_id bigint not null references app_user (id),
  idempotency_key uuid not null,
  -- what the booking was asked for (itineraries, family, travellers, coupon): a retried create
  -- with the same key must ask for the same
  request_hash text not null,
  status smallint not null default 1 check (status between 1 and 7),
  cabin text not null,
  itinerary_id text not null,
  return_itinerary_id text,
  from_code text not null,
  to_code text not null,
  from_city text not null,
  to_city text not null,
  departure_date text not null check (departure_date ~ '^\d{4}-\d{2}-\d{2}$'),
  return_date text check (return_date ~ '^\d{4}-\d{2}-\d{2}$'),
  first_departure_at timestamptz not null,
  international boolean not null,
  adults smallint not null check (adults between 1 and 9),
  children smallint not null check (children >= 0),
  infants smallint not null check (infants >= 0 and infants <= adults),
  seats smallint not null check (seats = adults + children and seats <= 9),
  -- the fare family as sold (name, baggage, fees, benefits) and the itineraries' segments
  family_code text not null,
  family jsonb not null,
  itineraries jsonb not null,
  taxes jsonb not null,
  -- re-priced from the inventory at booking, never taken from the request
  base_paise integer not null check (base_paise > 0),
  taxes_paise integer not null check (taxes_paise >= 0),
  convenience_fee_paise integer not null check (convenience_fee_paise >= 0),
  total_fare_paise integer not null,
  coupon_code text references coupon (code),
  coupon_value_paise integer not null default 0 check (coupon_value_paise >= 0),
  coupon_applied_paise integer not null default 0
    check (coupon_applied_paise >= 0 and coupon_applied_paise <= base_paise),
  -- what is paid by UPI
  amount_paise integer not null check (amount_paise >= 100),
  currency text not null default 'INR',
  contact_mobile text not null,
  contact_email text not null,
  gstin text,
  gst_company text,
  pnr text,
  gateway text not null,
  payment_expires_at timestamptz not null,
  paid_at timestamptz,
  -- held: seats held for the payment window; sold: confirmed; released: given back unpaid
  seats_state text not null default 'held' check (seats_state in ('held', 'sold', 'released')),
  attention text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  updated_by text not null,
  check (total_fare_paise = base_paise + taxes_paise + convenience_fee_paise),
  check (amount_paise = total_fare_paise - coupon_applied_paise),
  check (coupon_code is not null or (coupon_applied_paise = 0 and coupon_value_paise = 0)),
  check (status not in (2, 4, 5, 6) or pnr is not null)
);

create unique index flight_order_order_id on flight_order (order_id);
create unique index flight_order_idempotency on flight_order (user_id, idempotency_key);
create unique index flight_order_pnr on flight_order (pnr) where pnr is not null;
create index flight_order_user_created on flight_order (user_id, created_at desc, id desc);
create index flight_order_user_awaiting on flight_order (user_id) where status = 1;

-- Every flight of the booking as sold, in order.
create table flight_order_segment (
  id bigserial primary key,
  order_pk bigint not null references flight_order (id),
  direction text not null check (direction in ('outbound', 'return')),
  position smallint not null,
  carrier text not null,
  flight_number text not null,
  from_code text not null,
  to_code text not null,
  dep_time text not null,
  arr_time text not null,
  segment jsonb not null,
  unique (order_pk, direction, position)
);

create table flight_order_traveller (
  id bigserial primary key,
  order_pk bigint not null references flight_order (id),
  traveller_no smallint not null,
  type text not null check (type in ('adult', 'child', 'infant')),
  title text not null,
  first_name text not null,
  last_name text not null,
  gender text not null check (gender in ('male', 'female')),
  date_of_birth text check (date_of_birth ~ '^\d{4}-\d{2}-\d{2}$'),
  nationality text,
  passport_number text,
  passport_expiry text check (passport_expiry ~ '^\d{4}-\d{2}-\d{2}$'),
  base_paise integer not null check (base_paise >= 0),
  taxes_paise integer not null check (taxes_paise >= 0),
  coupon_share_paise integer not null default 0 check (coupon_share_paise between 0 and base_paise),
  ticket_number text,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  cancelled_at timestamptz,
  refund_pk bigint,
  unique (order_pk, traveller_no)
);

-- A coupon held for a booking while it is paid: held -> used (paid) | released (not paid).
-- One booking at a time may hold or have used a coupon.
create table flight_coupon_hold (
  id bigserial primary key,
  coupon_code text not null references coupon (code),
  order_pk bigint not null references flight_order (id),
  status text not null default 'held' check (status in ('held', 'used', 'released')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create unique index flight_coupon_hold_active on flight_coupon_hold (coupon_code)
  where status in ('held', 'used');
create unique index flight_coupon_hold_order on flight_coupon_hold (order_pk);

-- A refund of cancelled travellers. status: 1 Pending, 2 Processing, 3 Successful, 4 Failed.
create table flight_refund (
  id bigserial primary key,
  -- public, e.g. FR20261122M4P7W2QA; the gateway's idempotency key and receipt
  refund_id text not null unique,
  order_pk bigint not null references flight_order (id),
  traveller_nos smallint[] not null,
  amount_paise integer not null check (amount_paise >= 0),
  airline_fee_paise integer not null,
  service_fee_paise integer not null,
  coupon_part_paise integer not null,
  status smallint not null default 1 check (status between 1 and 4),
  failure_reason text,
  processing_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  updated_by text not null
);

create index flight_refund_order on flight_refund (order_pk, id);

alter table flight_order_traveller
  add constraint flight_order_traveller_refund foreign key (refund_pk) references flight_refund (id);

create table flight_order_event (
  id bigserial primary key,
  order_pk bigint not null references flight_order (id),
  from_status smallint,
  to_status smallint not null,
  at timestamptz not null,
  actor text not null
);

create index flight_order_event_order on flight_order_event (order_pk, id);

create table flight_refund_event (
  id bigserial primary key,
  refund_pk bigint not null references flight_refund (id),
  from_status smallint,
  to_status smallint not null,
  at timestamptz not null,
  actor text not null
);

create index flight_refund_event_refund on flight_refund_event (refund_pk, id);

-- Guards: who, what and how much never change, statuses move only along their edges, nothing
-- is deleted; events are only ever added.
create function flight_order_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'flight order % cannot be deleted', old.order_id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 1 then
      raise exception 'a flight order starts in status 1, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.order_id <> old.order_id or new.user_id <> old.user_id
     or new.amount_paise <> old.amount_paise or new.total_fare_paise <> old.total_fare_paise
     or new.coupon_code is distinct from old.coupon_code
     or new.coupon_applied_paise <> old.coupon_applied_paise
     or new.itinerary_id <> old.itinerary_id
     or new.return_itinerary_id is distinct from old.return_itinerary_id
     or new.seats <> old.seats or new.currency <> old.currency then
    raise exception 'flight order %: owner, flights, fare and amount never change', old.order_id
      using errcode = '55000';
  end if;
  if old.pnr is not null and new.pnr is distinct from old.pnr then
    raise exception 'flight order %: the PNR never changes', old.order_id using errcode = '55000';
  end if;
  if new.status <> old.status and not exists (
    select 1 from flight_order_transition t
    where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'flight order % cannot move from status % to %',
      old.order_id, old.status, new.status using errcode = '23514';
  end if;
  return new;
end $$;

create trigger flight_order_guard before insert or update or delete on flight_order
  for each row execute function flight_order_guard();

create function flight_order_log() returns trigger language plpgsql as $$
begin
  insert into flight_order_event (order_pk, from_status, to_status, at, actor)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
          new.updated_at, new.updated_by);
  return null;
end $$;

create trigger flight_order_log_insert after insert on flight_order
  for each row execute function flight_order_log();
create trigger flight_order_log_update after update of status on flight_order
  for each row when (old.status is distinct from new.status) execute function flight_order_log();

create function flight_refund_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'flight refund % cannot be deleted', old.refund_id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 1 then
      raise exception 'a flight refund starts in status 1, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.refund_id <> old.refund_id or new.order_pk <> old.order_pk
     or new.amount_paise <> old.amount_paise or new.traveller_nos <> old.traveller_nos then
    raise exception 'flight refund %: order, travellers and amount never change', old.refund_id
      using errcode = '55000';
  end if;
  if new.status <> old.status and not exists (
    select 1 from flight_refund_transition t
    where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'flight refund % cannot move from status % to %',
      old.refund_id, old.status, new.status using errcode = '23514';
  end if;
  return new;
end $$;

create trigger flight_refund_guard before insert or update or delete on flight_refund
  for each row execute function flight_refund_guard();

create function flight_refund_log() returns trigger language plpgsql as $$
begin
  insert into flight_refund_event (refund_pk, from_status, to_status, at, actor)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
          new.updated_at, new.updated_by);
  return null;
end $$;

create trigger flight_refund_log_insert after insert on flight_refund
  for each row execute function flight_refund_log();
create trigger flight_refund_log_update after update of status on flight_refund
  for each row when (old.status is distinct from new.status) execute function flight_refund_log();

-- A traveller is never removed, their fare never changes, and a cancellation is final.
create function flight_traveller_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'traveller % of booking % cannot be deleted', old.traveller_no, old.order_pk
      using errcode = '55000';
  end if;
  if new.order_pk <> old.order_pk or new.traveller_no <> old.traveller_no
     or new.base_paise <> old.base_paise or new.taxes_paise <> old.taxes_paise
     or new.coupon_share_paise <> old.coupon_share_paise or new.type <> old.type then
    raise exception 'traveller % of booking %: fare and place never change',
      old.traveller_no, old.order_pk using errcode = '55000';
  end if;
  if old.status = 'cancelled' and (new.status <> 'cancelled'
     or new.refund_pk is distinct from old.refund_pk) then
    raise exception 'traveller % of booking % is already cancelled', old.traveller_no, old.order_pk
      using errcode = '23514';
  end if;
  return new;
end $$;

create trigger flight_traveller_guard before update or delete on flight_order_traveller
  for each row execute function flight_traveller_guard();

-- held -> used | released, nothing else; never deleted.
create function flight_coupon_hold_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'coupon hold % cannot be deleted', old.id using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'held' then
      raise exception 'a coupon hold starts held, not %', new.status using errcode = '23514';
    end if;
    return new;
  end if;
  if new.coupon_code <> old.coupon_code or new.order_pk <> old.order_pk
     or (new.status <> old.status and old.status <> 'held') then
    raise exception 'coupon hold % cannot move from % to %', old.id, old.status, new.status
      using errcode = '23514';
  end if;
  return new;
end $$;

create trigger flight_coupon_hold_guard before insert or update or delete on flight_coupon_hold
  for each row execute function flight_coupon_hold_guard();

-- Segments as sold never change.
create function flight_segment_guard() returns trigger language plpgsql as $$
begin
  raise exception 'the flights of a booking never change' using errcode = '55000';
end $$;

create trigger flight_segment_guard before update or delete on flight_order_segment
  for each row execute function flight_segment_guard();

-- The event logs are append-only.
create function flight_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '55000';
end $$;

create trigger flight_order_event_append_only before update or delete on flight_order_event
  for each row execute function flight_event_append_only();
create trigger flight_refund_event_append_only before update or delete on flight_refund_event
  for each row execute function flight_event_append_only();
