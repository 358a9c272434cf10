-- Finance may send a refund the gateway failed again, by the original route: the refund moves
-- back from 4 (failed) to 2 (processing), the one way out of status 4.
--
-- The edge goes into both transition tables (the shared contract's REFUND_TRANSITIONS has it
-- too; a test keeps them equal), but status_guard only knows statuses, and status 4 is also
-- where a coupon refund staff turned down ends. So a second guard allows 4 -> 2 only for a
-- refund the gateway failed: one with the gateway's failure_reason and without a
-- rejection_reason. A refused request stays refused, whoever updates the row.
insert into coupon_refund_transition (from_status, to_status) values (4, 2);
insert into flight_refund_transition (from_status, to_status) values (4, 2);

create function refund_resend_guard() returns trigger language plpgsql as $$
declare
  old_row jsonb := to_jsonb(old);
begin
  if old_row ->> 'failure_reason' is null or old_row ->> 'rejection_reason' is not null then
    raise exception '% % was not failed by the gateway: it cannot be sent again',
      tg_argv[0], old_row ->> 'refund_id' using errcode = '23514';
  end if;
  return new;
end $$;

create trigger coupon_refund_resend_guard before update of status on coupon_refund
  for each row when (old.status = 4 and new.status = 2)
  execute function refund_resend_guard('refund');
create trigger flight_refund_resend_guard before update of status on flight_refund
  for each row when (old.status = 4 and new.status = 2)
  execute function refund_resend_guard('flight refund');

-- Each sending of a refund to the gateway is one payment_refund row. Sent again, a refund is a
-- new attempt with its own reference (the refund's id, then "-2", "-3"...): the reference is
-- the gateway's idempotency key and receipt, and under the old key the gateway would only
-- answer the failed attempt again. refund_ref is the order kind's refund id, the same for every
-- attempt; an attempt that failed keeps its row, so a late word from the gateway about it is
-- still matched to it and never to the new attempt.
alter table payment_refund add column refund_ref text;
update payment_refund set refund_ref = reference;
alter table payment_refund alter column refund_ref set not null;
create index payment_refund_attempts on payment_refund (kind, refund_ref, id);

create or replace function payment_refund_guard() returns trigger language plpgsql as $$
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
     or new.payment_id <> old.payment_id or new.amount_paise <> old.amount_paise
     or new.refund_ref <> old.refund_ref then
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
