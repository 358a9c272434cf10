-- Customer SMS: the values of the DLT template's variables travel with the message, since a
-- DLT gateway sends only the registered template filled with them, never free text.
alter table customer_message add column sms_variables jsonb not null default '{}';
