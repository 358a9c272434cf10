-- A canary started with --auto-promote N is made live by the canary check once it has served N
-- minutes with enough loads and page views and no rule against it; the ledger calls that an
-- auto-promote, by the canary check.
alter table remote_live add column canary_auto_promote_minutes integer
  check (canary_auto_promote_minutes between 1 and 10080);

alter table release_ledger drop constraint release_ledger_action_check;
alter table release_ledger add constraint release_ledger_action_check
  check (action in ('activate', 'rollback', 'canary', 'promote', 'abort', 'auto-abort', 'auto-promote'));
