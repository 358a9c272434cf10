-- Accounts created from each client address, for the per-address sign-up limit. Kept in the
-- database so every replica counts the same; rows older than the window are deleted.
create table signup_attempt (
  id bigserial primary key,
  ip text not null,
  at timestamptz not null
);

create index signup_attempt_ip on signup_attempt (ip, at);
