-- Staff sign in to the console in a browser with a password and a second factor (TOTP). An
-- admin's invite (or the machine's bootstrap, or a reset) gives a set-up link, shown once;
-- following it the person chooses the password and enrols an authenticator app.

-- scrypt of the browser's SHA-256 of the password, as for visitors (decision 0005)
alter table staff_member add column password_hash text;
-- the base32 TOTP secret, and the latest time step a code was accepted for: a code of that
-- step or an earlier one is refused, so a code seen over a shoulder cannot be used again
alter table staff_member add column totp_secret text;
alter table staff_member add column totp_last_step bigint;
-- The set-up link's code, kept only as its SHA-256, valid until setup_expires_at, used once;
-- the secret offered to the authenticator app while the set-up is under way.
alter table staff_member add column setup_code_hash bytea;
alter table staff_member add column setup_expires_at timestamptz;
alter table staff_member add column setup_totp_secret text;

create unique index staff_member_setup_code on staff_member (setup_code_hash)
  where setup_code_hash is not null;

-- A signed-in console: the cookie's token kept only as its SHA-256; one shift long.
create table staff_session (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff_member (id),
  token_hash bytea not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz,
  check (expires_at > created_at)
);

create index staff_session_staff on staff_session (staff_id) where ended_at is null;
