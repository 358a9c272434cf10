-- One guard and one event log for every order and refund table (coupon orders, flight
-- bookings and their refunds), in place of a near-copy per table. The trigger's arguments say
-- what differs: the record's name in messages, its key column, its table of allowed status
-- edges, the columns that never change, and the columns that never change once set.
--
-- Guards: money records are never deleted, a record starts in status 1, who, what and how
-- much never change, and a status only moves along an allowed edge.
create function status_guard() returns trigger language plpgsql as $$
declare
  label text := tg_argv[0];
  key_column text := tg_argv[1];
  edges text := tg_argv[2];
  fixed text[] := tg_argv[3]::text[];
  set_once text[] := coalesce(tg_argv[4], '{}')::text[];
  old_row jsonb;
  new_row jsonb;
  col text;
  allowed boolean;
begin
  if tg_op = 'DELETE' then
    raise exception '% % cannot be deleted', label, to_jsonb(old) ->> key_column
      using errcode = '55000';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 1 then
      raise exception 'a % starts in status 1, not %', label, new.status using errcode = '23514';
    end if;
    return new;
  end if;
  old_row := to_jsonb(old);
  new_row := to_jsonb(new);
  foreach col in array fixed loop
    if (new_row -> col) is distinct from (old_row -> col) then
      raise exception '% %: % never changes', label, old_row ->> key_column, col
        using errcode = '55000';
    end if;
  end loop;
  foreach col in array set_once loop
    if old_row ->> col is not null and (new_row -> col) is distinct from (old_row -> col) then
      raise exception '% %: % never changes once set', label, old_row ->> key_column, col
        using errcode = '55000';
    end if;
  end loop;
  if new.status <> old.status then
    execute format('select exists (select 1 from %I where from_status = $1 and to_status = $2)',
                   edges)
      into allowed using old.status, new.status;
    if not allowed then
      raise exception '% % cannot move from status % to %',
        label, old_row ->> key_column, old.status, new.status using errcode = '23514';
    end if;
  end if;
  return new;
end $$;

-- Every change of status is logged with its time and actor: arguments are the event table
-- and its column naming the record.
create function status_log() returns trigger language plpgsql as $$
begin
  execute format('insert into %I (%I, from_status, to_status, at, actor) values ($1, $2, $3, $4, $5)',
                 tg_argv[0], tg_argv[1])
    using new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
          new.updated_at, new.updated_by;
  return null;
end $$;

drop trigger coupon_order_guard on coupon_order;
drop trigger coupon_order_log_insert on coupon_order;
drop trigger coupon_order_log_update on coupon_order;
drop trigger coupon_refund_guard on coupon_refund;
drop trigger coupon_refund_log_insert on coupon_refund;
drop trigger coupon_refund_log_update on coupon_refund;
drop trigger flight_order_guard on flight_order;
drop trigger flight_order_log_insert on flight_order;
drop trigger flight_order_log_update on flight_order;
drop trigger flight_refund_guard on flight_refund;
drop trigger flight_refund_log_insert on flight_refund;
drop trigger flight_refund_log_update on flight_refund;
drop function coupon_order_guard();
drop function coupon_order_log();
drop function coupon_refund_guard();
drop function coupon_refund_log();
drop function flight_order_guard();
drop function flight_order_log();
drop function flight_refund_guard();
drop function flight_refund_log();

create trigger coupon_order_guard before insert or update or delete on coupon_order
  for each row execute function status_guard(
    'coupon order', 'order_id', 'coupon_order_transition',
    '{order_id,user_id,product_code,amount_paise,currency}');
create trigger coupon_refund_guard before insert or update or delete on coupon_refund
  for each row execute function status_guard(
    'refund', 'refund_id', 'coupon_refund_transition', '{refund_id,order_pk,amount_paise}');
create trigger flight_order_guard before insert or update or delete on flight_order
  for each row execute function status_guard(
    'flight order', 'order_id', 'flight_order_transition',
    '{order_id,user_id,amount_paise,total_fare_paise,coupon_code,coupon_applied_paise,itinerary_id,return_itinerary_id,seats,currency}',
    '{pnr}');
create trigger flight_refund_guard before insert or update or delete on flight_refund
  for each row execute function status_guard(
    'flight refund', 'refund_id', 'flight_refund_transition',
    '{refund_id,order_pk,amount_paise,traveller_nos}');

create trigger coupon_order_log_insert after insert on coupon_order
  for each row execute function status_log('coupon_order_event', 'order_pk');
create trigger coupon_order_log_update after update of status on coupon_order
  for each row when (old.status is distinct from new.status)
  execute function status_log('coupon_order_event', 'order_pk');
create trigger coupon_refund_log_insert after insert on coupon_refund
  for each row execute function status_log('coupon_refund_event', 'refund_pk');
create trigger coupon_refund_log_update after update of status on coupon_refund
  for each row when (old.status is distinct from new.status)
  execute function status_log('coupon_refund_event', 'refund_pk');
create trigger flight_order_log_insert after insert on flight_order
  for each row execute function status_log('flight_order_event', 'order_pk');
create trigger flight_order_log_update after update of status on flight_order
  for each row when (old.status is distinct from new.status)
  execute function status_log('flight_order_event', 'order_pk');
create trigger flight_refund_log_insert after insert on flight_refund
  for each row execute function status_log('flight_refund_event', 'refund_pk');
create trigger flight_refund_log_update after update of status on flight_refund
  for each row when (old.status is distinct from new.status)
  execute function status_log('flight_refund_event', 'refund_pk');
