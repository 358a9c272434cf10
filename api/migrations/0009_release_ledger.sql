-- Every change of what visitors are served, append-only: who, when, why, from, to and the
-- skew gate's results. release_audit (0001) becomes a view of the rows that moved the live
-- version, so what read it keeps working.
create table release_ledger (
  id bigserial primary key,
  name text not null,
  action text not null
    check (action in ('activate', 'rollback', 'canary', 'promote', 'abort', 'auto-abort')),
  operator text not null check (operator <> ''),
  reason text not null check (reason <> ''),
  from_version text,
  to_version text,
  canary_percent integer check (canary_percent between 1 and 99),
  forced boolean not null default false,
  -- the skew gate's results (activations) or the health figures (aborts)
  checks jsonb not null default '[]'::jsonb,
  at timestamptz not null default now()
);

create index release_ledger_name_id on release_ledger (name, id);

insert into release_ledger (name, action, operator, reason, from_version, to_version, at)
select name, 'activate', 'unknown', 'recorded before the ledger', from_version, to_version, at
from release_audit order by id;

drop table release_audit;

create view release_audit as
select id, name, from_version, to_version, at
from release_ledger
where action in ('activate', 'rollback', 'promote');

create function release_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'release_ledger is append-only: % refused', lower(tg_op) using errcode = '55000';
end $$;

create trigger release_ledger_no_update before update or delete on release_ledger
  for each row execute function release_ledger_append_only();
create trigger release_ledger_no_truncate before truncate on release_ledger
  for each statement execute function release_ledger_append_only();

-- A canary serves canary_version to visitors whose bucket (0-99) is below canary_percent.
alter table remote_live
  add column canary_version text,
  add column canary_percent integer,
  add column canary_started_at timestamptz,
  add foreign key (name, canary_version) references remote_release (name, version),
  add check ((canary_version is null) = (canary_percent is null)),
  add check (canary_percent between 1 and 99),
  add check (canary_version is distinct from version);

-- Remote loads reported by browsers, counted per release and minute; nothing about the visitor.
create table release_load_minute (
  name text not null,
  version text not null,
  minute timestamptz not null,
  ok integer not null default 0,
  manifest integer not null default 0,
  entry integer not null default 0,
  chunk integer not null default 0,
  render integer not null default 0,
  -- load time of the successful loads, for the average
  ok_ms bigint not null default 0,
  primary key (name, version, minute)
);

-- Beacon batches per client and minute; the client is a keyed hash, never the address.
create table release_beacon_rate (
  client text not null,
  minute timestamptz not null,
  batches integer not null,
  primary key (client, minute)
);
