-- Travellers. email is stored lower-cased, so the unique index makes it unique whatever the
-- case typed; uid is the public id the client sees (never the serial id).
create table app_user (
  id bigserial primary key,
  uid text not null,
  nickname text not null,
  email text not null check (email = lower(email)),
  mobile_area_code text not null,
  mobile_no text not null,
  -- scrypt of the client's SHA-256 digest, with its parameters: $scrypt$ln=..,r=..,p=..$salt$hash
  password_hash text not null,
  created_at timestamptz not null
);

create unique index app_user_uid_unique on app_user (uid);
create unique index app_user_email_unique on app_user (email);
create unique index app_user_mobile_unique on app_user (mobile_area_code, mobile_no);

-- A signed-in browser. Only the SHA-256 of the token is kept, so a leaked table signs no one in.
create table user_session (
  token_hash text primary key,
  user_id bigint not null references app_user (id) on delete cascade,
  created_at timestamptz not null,
  -- idle expiry counts from here; refreshed at most once a minute
  last_seen_at timestamptz not null,
  -- absolute expiry
  expires_at timestamptz not null
);

create index user_session_user on user_session (user_id);
create index user_session_expires on user_session (expires_at);
create index user_session_last_seen on user_session (last_seen_at);

-- Sign-in attempts that did not succeed (and, briefly, ones still being checked), for the
-- per-account and per-IP limits. account is the normalised login name, known or not.
-- cleared: a later successful sign-in of that account; still counts for the IP.
create table login_attempt (
  id bigserial primary key,
  account text not null,
  ip text not null,
  at timestamptz not null,
  cleared boolean not null default false
);

create index login_attempt_account on login_attempt (account, at);
create index login_attempt_ip on login_attempt (ip, at);
create index login_attempt_at on login_attempt (at);

-- One-time codes. code_hash is an HMAC (with a server pepper) of purpose, number and code.
-- delivered is false for a sign-in code asked for an unknown number: it is recorded, so the
-- limits behave the same, but never sent.
create table sms_otp (
  id bigserial primary key,
  mobile_area_code text not null,
  mobile_no text not null,
  -- smsBizType: 10 sign-in, 11 sign-up
  purpose smallint not null,
  code_hash text not null,
  requested_ip text not null,
  delivered boolean not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz
);

create index sms_otp_mobile on sms_otp (mobile_no, created_at);
create index sms_otp_ip on sms_otp (requested_ip, created_at);
create index sms_otp_created on sms_otp (created_at);

-- Every message the built-in outbox "sent": the development inbox.
create table sms_outbox (
  id bigserial primary key,
  mobile text not null,
  text text not null,
  template_id text not null,
  purpose text not null,
  created_at timestamptz not null
);

create index sms_outbox_mobile on sms_outbox (mobile, id);
