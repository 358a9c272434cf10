-- The customer's language (docs/decisions/0024-one-i18n-instance-per-page.md): the account keeps
-- the language its holder last signed up, signed in or switched to, and each customer message
-- keeps the language it was written in, so the attachments rendered when it is sent (the
-- e-ticket, the GST invoice) are in that language too. A contact message keeps the language of
-- the page it was sent from, for the staff reply's e-mail.
alter table app_user add column locale text not null default 'en-IN'
  check (locale in ('en-IN', 'hi-IN'));

alter table customer_message add column locale text not null default 'en-IN'
  check (locale in ('en-IN', 'hi-IN'));

alter table contact_message add column locale text not null default 'en-IN'
  check (locale in ('en-IN', 'hi-IN'));
