-- Staff (named people with roles, not visitors), their personal API tokens, one append-only
-- audit ledger of what staff did, and coupon series: the tiers on sale in a window of dates.

create table staff_member (
  id bigserial primary key,
  email text not null,
  name text not null check (name <> ''),
  roles text[] not null
    check (roles <@ array['support', 'finance', 'catalogue', 'release', 'admin']::text[]
           and cardinality(roles) > 0),
  created_at timestamptz not null,
  created_by text not null,
  disabled_at timestamptz
);

create unique index staff_member_email on staff_member (lower(email));

-- Only a digest of the token is kept; the token itself is shown once.
create table staff_token (
  id bigserial primary key,
  staff_id bigint not null references staff_member (id),
  token_hash bytea not null unique,
  label text not null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index staff_token_staff on staff_token (staff_id);

-- Who did what to which record, when and why. Never changed, never deleted.
create table staff_audit (
  id bigserial primary key,
  at timestamptz not null,
  -- the staff member's name as it was then ("server machine" for the machine's own bootstrap)
  actor text not null check (actor <> ''),
  staff_id bigint references staff_member (id),
  action text not null,
  record text not null,
  reason text,
  details jsonb not null default '{}'::jsonb
);

create index staff_audit_at on staff_audit (at desc, id desc);
create index staff_audit_record on staff_audit (record, id);

-- Refuses any change of a row of the table it guards (and truncate).
create function refuse_change_of_ledger() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, lower(tg_op) using errcode = '55000';
end $$;

create trigger staff_audit_no_update before update or delete on staff_audit
  for each row execute function refuse_change_of_ledger();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function refuse_change_of_ledger();

-- A coupon series sells its tiers from sale_opens_at until sale_closes_at (India midnights);
-- the coupons it sold are used until expires_at. Two series never sell at the same time.
create table coupon_series (
  id bigserial primary key,
  name text not null unique check (name ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,7}$'),
  -- India dates as staff gave them: first and last day on sale, last day of use
  sale_from date not null,
  sale_until date not null,
  expiration_date date not null,
  sale_opens_at timestamptz not null,
  -- the first instant it no longer sells; moved earlier when a series is ended early
  sale_closes_at timestamptz not null,
  expires_at timestamptz not null,
  ended_early_at timestamptz,
  created_at timestamptz not null,
  created_by text not null,
  check (sale_until >= sale_from),
  check (expiration_date >= sale_until),
  check (sale_closes_at > sale_opens_at),
  constraint coupon_series_no_overlap
    exclude using gist (tstzrange(sale_opens_at, sale_closes_at) with &&)
);

insert into coupon_series
  (name, sale_from, sale_until, expiration_date, sale_opens_at, sale_closes_at, expires_at,
   created_at, created_by)
values
  ('2026', date '2026-01-01', date '2026-12-31', date '2026-12-31',
   timestamp '2026-01-01 00:00' at time zone 'Asia/Kolkata',
   timestamp '2027-01-01 00:00' at time zone 'Asia/Kolkata',
   timestamp '2027-01-01 00:00' at time zone 'Asia/Kolkata',
   now(), 'launch catalogue');

alter table coupon_product add column series_id bigint references coupon_series (id);
update coupon_product set series_id = (select id from coupon_series where name = '2026');
alter table coupon_product alter column series_id set not null;
-- A coupon's price must be less than what it gives off a fare.
alter table coupon_product add constraint coupon_product_gives_more
  check (back_amount_paise > total_amount_paise);

create index coupon_product_series on coupon_product (series_id, sort_order);
