-- The contact inbox: each message has a status, may be assigned to a staff member, and keeps
-- the replies staff wrote. A reply is stored and shown to staff; delivery says whether it has
-- left (customer messages are delivered by the messages outbox, which sets it).
alter table contact_message
  add column status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  add column assigned_to bigint references staff_member (id),
  add column updated_at timestamptz;

create index contact_message_status_created on contact_message (status, created_at);

create table contact_reply (
  id bigserial primary key,
  message_pk bigint not null references contact_message (id),
  staff_id bigint not null references staff_member (id),
  -- the staff member's name as it was then
  staff_name text not null,
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null,
  delivery text not null default 'not sent' check (delivery in ('not sent', 'queued', 'sent', 'failed'))
);

create index contact_reply_message on contact_reply (message_pk, id);
