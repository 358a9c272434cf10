-- GST documents of flight bookings (see "GST tax invoice and credit note" in docs/product.md):
-- a tax invoice when a booking is paid; when travellers are cancelled, a credit note against it
-- and a tax invoice of the cancellation fee. Each series numbers its documents per financial
-- year without gaps: the counter moves in the transaction that issues the document, so a
-- rolled-back issue gives its number back.
create table tax_document_counter (
  -- HTI: tax invoices; HTC: credit notes
  series text not null check (series in ('HTI', 'HTC')),
  -- '2627': 1 April 2026 to 31 March 2027
  financial_year text not null check (financial_year ~ '^[0-9]{4}$'),
  last_serial integer not null check (last_serial > 0),
  primary key (series, financial_year)
);

create table tax_document (
  id bigint generated always as identity primary key,
  -- HTI/2627/000001
  number text not null unique check (length(number) <= 16),
  kind text not null check (kind in ('invoice', 'creditNote')),
  -- booking: the booking's invoice; cancellationFee: the fee kept on a cancellation;
  -- cancellation: the credit note of a cancellation
  purpose text not null check (purpose in ('booking', 'cancellationFee', 'cancellation')),
  order_pk bigint not null references flight_order (id),
  refund_pk bigint references flight_refund (id),
  -- a credit note's invoice
  against_number text references tax_document (number),
  issued_at timestamptz not null,
  supplier_gstin text not null,
  supplier_address text not null,
  buyer_name text not null,
  buyer_gstin text,
  -- the state code of the place of supply, '27'
  place_of_supply text not null check (place_of_supply ~ '^[0-9]{2}$'),
  -- [{description, sac, amountPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise}]
  lines jsonb not null,
  taxable_paise integer not null check (taxable_paise >= 0),
  cgst_paise integer not null check (cgst_paise >= 0),
  sgst_paise integer not null check (sgst_paise >= 0),
  igst_paise integer not null check (igst_paise >= 0),
  total_paise integer not null check (total_paise >= 0),
  check ((purpose = 'booking') = (refund_pk is null)),
  check ((kind = 'creditNote') = (against_number is not null))
);

create unique index tax_document_of_booking on tax_document (order_pk) where purpose = 'booking';
create unique index tax_document_of_refund on tax_document (refund_pk, purpose)
  where refund_pk is not null;

-- An issued document is kept as issued: a correction is a new document.
create function tax_document_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'tax document % is issued and cannot be changed', old.number
    using errcode = '55000';
end;
$$;

create trigger tax_document_unchanged before update or delete on tax_document
  for each row execute function tax_document_unchanged();
