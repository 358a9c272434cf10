-- Messages sent from the contact page. The text is stored exactly as typed; pages escape it.
create table contact_message (
  id bigserial primary key,
  -- quoted by the traveller to support, e.g. HT-C-7K3M9Q
  reference text not null unique,
  name text not null,
  email text not null,
  mobile text,
  topic text not null,
  message text not null,
  ip text not null,
  created_at timestamptz not null default now()
);

-- The per-address rate limit counts recent rows of one ip.
create index contact_message_ip_created_at on contact_message (ip, created_at);
-- A resent message (same e-mail, same text) is found instead of stored again.
create index contact_message_email_created_at on contact_message (email, created_at);
