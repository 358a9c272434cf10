-- The customer messages: one row per message and channel, written in the transaction of the
-- event that causes it (a booking confirmed), delivered by a worker with retries. The event key
-- makes a message exactly one per event and channel, however often the event is applied.
create table customer_message (
  id bigint generated always as identity primary key,
  event_key text not null,
  kind text not null,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null default '',
  text_body text not null,
  html_body text,
  -- What to attach when sending, rendered then: [{"kind": "eTicket", "ref": "FL..."}].
  attachments jsonb not null default '[]',
  -- The order or refund it speaks of, for the staff console's customer page.
  order_ref text,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (event_key, channel)
);

create index customer_message_due on customer_message (next_attempt_at, id)
  where status in ('queued', 'sending');
create index customer_message_order on customer_message (order_ref) where order_ref is not null;

-- The development mail outbox: where e-mail goes when no SMTP_URL is set (read at
-- /travel/dev/mail-outbox with DEV_ENDPOINTS=true).
create table mail_outbox (
  id bigint generated always as identity primary key,
  message_id bigint not null references customer_message (id),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  attachment_names text[] not null default '{}',
  created_at timestamptz not null
);

create index mail_outbox_to on mail_outbox (to_address, id);
