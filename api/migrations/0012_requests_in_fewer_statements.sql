-- A sign-in's throttle check and its record as one statement: on the embedded database a
-- transaction held open across round trips from the api stopped every other query meanwhile.
-- The limits come from the api (src/accounts/limits.ts) as arguments; times are in
-- milliseconds. Returns the new attempt's id, or how long the account waits (wait_ms) or the
-- address is refused (network_wait_ms). A volatile function reads with a fresh snapshot after
-- each statement, so the counts include whatever a competing attempt committed before this one
-- got its advisory locks.
create function login_attempt_begin(
  p_account text,
  p_ip text,
  p_now timestamptz,
  p_with_otp boolean,
  p_window_ms bigint,
  p_delays_ms bigint[],
  p_lock_after int,
  p_lock_ms bigint,
  p_account_delays_ms bigint[],
  p_max_failures_per_ip int
) returns table (attempt_id bigint, wait_ms bigint, network_wait_ms bigint)
language plpgsql volatile as $$
declare
  since timestamptz := p_now - p_window_ms * interval '1 millisecond';
  now_ms bigint := (extract(epoch from p_now) * 1000)::bigint;
  here_n int;
  here_latest timestamptz;
  all_n int;
  all_latest timestamptz;
  until_here bigint := 0;
  until_anywhere bigint := 0;
  oldest_counted timestamptz;
  new_id bigint;
begin
  perform pg_advisory_xact_lock(hashtext('login-account:' || p_account));
  perform pg_advisory_xact_lock(hashtext('login-ip:' || p_ip));

  select count(*), max(at), count(*) filter (where ip = p_ip), max(at) filter (where ip = p_ip)
    into all_n, all_latest, here_n, here_latest
    from login_attempt where account = p_account and not cleared and at > since;
  if here_n >= p_lock_after then
    until_here := (extract(epoch from here_latest) * 1000)::bigint + p_lock_ms;
  elsif here_n > 0 then
    until_here := (extract(epoch from here_latest) * 1000)::bigint
      + p_delays_ms[least(here_n, cardinality(p_delays_ms) - 1) + 1];
  end if;
  if all_n > 0 and not p_with_otp then
    until_anywhere := (extract(epoch from all_latest) * 1000)::bigint
      + p_account_delays_ms[least(all_n, cardinality(p_account_delays_ms) - 1) + 1];
  end if;
  if greatest(until_here, until_anywhere) > now_ms then
    return query select null::bigint, greatest(until_here, until_anywhere) - now_ms, null::bigint;
    return;
  end if;

  select at into oldest_counted from login_attempt
    where ip = p_ip and at > since order by at desc offset p_max_failures_per_ip - 1 limit 1;
  if found then
    return query select null::bigint, null::bigint,
      (extract(epoch from oldest_counted) * 1000)::bigint + p_window_ms - now_ms;
    return;
  end if;

  insert into login_attempt (account, ip, at) values (p_account, p_ip, p_now)
    returning id into new_id;
  return query select new_id, null::bigint, null::bigint;
end;
$$;

-- Each traveller's number of orders, kept by a trigger: the order list reads its total from
-- here instead of counting the traveller's orders on every call.
alter table app_user add column order_count int not null default 0;
update app_user u set order_count = (select count(*) from coupon_order o where o.user_id = u.id);

create function coupon_order_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update app_user set order_count = order_count - 1 where id = old.user_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update app_user set order_count = order_count + 1 where id = new.user_id;
  end if;
  return null;
end;
$$;

create trigger coupon_order_count after insert or delete or update of user_id on coupon_order
  for each row execute function coupon_order_count();
