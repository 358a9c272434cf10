-- What the latest reconciliation runs did, for finance to see when it last ran: every run that
-- did something (on the api's timer or asked for by a staff member), with who triggered it and
-- the counts of its report. Only the latest runs are kept (see recordRun): it is a status, not
-- a ledger; a run asked for by staff is in the staff audit ledger too.
create table reconcile_run (
  id bigint generated always as identity primary key,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  -- 'schedule', or 'staff:<name>'
  trigger text not null,
  -- false: another replica held the lock, this run did nothing
  ran boolean not null,
  orders_asked integer not null default 0,
  payments_applied integer not null default 0,
  orders_closed integer not null default 0,
  refunds_sent integer not null default 0,
  refunds_settled integer not null default 0,
  returns_sent integer not null default 0,
  gateway_errors integer not null default 0,
  -- why the run stopped, when it failed
  error text
);
