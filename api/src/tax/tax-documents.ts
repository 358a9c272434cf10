import { formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { TRAVEL_AGENT_SAC, financialYearOf, placeOfSupply, splitInclusive } from './gst';
import { taxRegistration } from './registration';

/**
 * The GST documents of a booking (see "GST tax invoice and credit note" in docs/product.md),
 * issued in the transaction of the event they record and never changed afterwards.
 */

export type TaxDocumentKind = 'invoice' | 'creditNote';
export type TaxDocumentPurpose = 'booking' | 'cancellationFee' | 'cancellation';

export interface TaxDocumentLine {
  description: string;
  /** The service's SAC; null for what we collect for the airline as its pure agent. */
  sac: string | null;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxDocumentRow {
  number: string;
  kind: TaxDocumentKind;
  purpose: TaxDocumentPurpose;
  order_pk: number;
  against_number: string | null;
  issued_at: Date;
  supplier_gstin: string;
  supplier_address: string;
  buyer_name: string;
  buyer_gstin: string | null;
  place_of_supply: string;
  lines: TaxDocumentLine[];
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** What the documents take from a booking (columns of flight_order). */
interface BookingFacts {
  id: number;
  order_id: string;
  amount_paise: number;
  convenience_fee_paise: number;
  gstin: string | null;
  gst_company: string | null;
  coupon_code?: string | null;
  coupon_applied_paise?: number;
}

/**
 * The next number of a series in the financial year of `at`: HTI/2627/000001. The counter row
 * stays locked until the caller's transaction ends, so numbers are issued in order and a
 * rolled-back document leaves no gap.
 */
async function nextNumber(tx: Queryable, series: 'HTI' | 'HTC', at: Date): Promise<string> {
  const year = financialYearOf(at);
  const [row] = await tx.query<{ last_serial: number }>(
    `insert into tax_document_counter (series, financial_year, last_serial) values ($1, $2, 1)
     on conflict (series, financial_year)
       do update set last_serial = tax_document_counter.last_serial + 1
     returning last_serial`,
    [series, year],
  );
  return `${series}/${year}/${String(row!.last_serial).padStart(6, '0')}`;
}

/** A line of our own service: the amount includes GST, split by where the supply is made. */
function serviceLine(description: string, amountPaise: number, intraState: boolean) {
  return {
    description,
    sac: TRAVEL_AGENT_SAC,
    amountPaise,
    ...splitInclusive(amountPaise, intraState),
  };
}

/** A line collected for the airline: outside the value of our supply, no GST of ours. */
function pureAgentLine(description: string, amountPaise: number): TaxDocumentLine {
  return {
    description,
    sac: null,
    amountPaise,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  };
}

async function issue(
  tx: Queryable,
  document: {
    kind: TaxDocumentKind;
    purpose: TaxDocumentPurpose;
    order: BookingFacts;
    refundPk: number | null;
    againstNumber: string | null;
    lines: (intraState: boolean) => TaxDocumentLine[];
  },
  at: Date,
): Promise<string> {
  const registration = taxRegistration();
  const { order } = document;
  const place = placeOfSupply(registration.gstin, order.gstin);
  const lines = document.lines(place === registration.gstin.slice(0, 2));
  const sum = (pick: (line: TaxDocumentLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const buyerName = order.gst_company ?? (await leadTraveller(tx, order.id));
  const number = await nextNumber(tx, document.kind === 'invoice' ? 'HTI' : 'HTC', at);
  await tx.query(
    `insert into tax_document (number, kind, purpose, order_pk, refund_pk, against_number,
       issued_at, supplier_gstin, supplier_address, buyer_name, buyer_gstin, place_of_supply,
       lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      number,
      document.kind,
      document.purpose,
      order.id,
      document.refundPk,
      document.againstNumber,
      at,
      registration.gstin,
      registration.address,
      buyerName,
      order.gstin,
      place,
      JSON.stringify(lines),
      sum((line) => line.taxablePaise),
      sum((line) => line.cgstPaise),
      sum((line) => line.sgstPaise),
      sum((line) => line.igstPaise),
      sum((line) => line.amountPaise),
    ],
  );
  return number;
}

async function leadTraveller(tx: Queryable, orderPk: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>(
    `select title || ' ' || first_name || ' ' || last_name as name
     from flight_order_traveller where order_pk = $1 order by traveller_no limit 1`,
    [orderPk],
  );
  return row?.name ?? '';
}

async function bookingInvoiceNumber(tx: Queryable, orderPk: number): Promise<string | null> {
  const [row] = await tx.query<{ number: string }>(
    `select number from tax_document where order_pk = $1 and purpose = 'booking'`,
    [orderPk],
  );
  return row?.number ?? null;
}

/**
 * The tax invoice of a paid booking: our convenience fee with its GST, and the fare, taxes and
 * airport charges we collected for the airline. Issued once; its number is returned.
 */
export async function issueBookingInvoice(
  tx: Queryable,
  order: BookingFacts,
  at: Date,
): Promise<string> {
  const issued = await bookingInvoiceNumber(tx, order.id);
  if (issued) return issued;
  const fee = order.convenience_fee_paise;
  const coupon =
    order.coupon_code && order.coupon_applied_paise
      ? `, after coupon ${order.coupon_code} (${formatInr(order.coupon_applied_paise)} off the base fare)`
      : '';
  return issue(
    tx,
    {
      kind: 'invoice',
      purpose: 'booking',
      order,
      refundPk: null,
      againstNumber: null,
      lines: (intraState) => [
        serviceLine(`Convenience fee, booking ${order.order_id}`, fee, intraState),
        pureAgentLine(
          `Air fare, taxes and airport charges collected for the airline as its pure agent${coupon}`,
          order.amount_paise - fee,
        ),
      ],
    },
    at,
  );
}

/**
 * The documents of a cancellation: a credit note against the booking's invoice for the fare,
 * taxes and charges of the cancelled travellers that no longer go to the airline, and a tax
 * invoice of our cancellation fee kept from them. A booking paid before invoices were issued
 * has none to credit, so gets none.
 */
export async function issueCancellationDocuments(
  tx: Queryable,
  order: BookingFacts,
  refund: { id: number; refundId: string; travellers: string[] },
  amounts: { refundPaise: number; serviceFeePaise: number },
  at: Date,
): Promise<string[]> {
  const invoice = await bookingInvoiceNumber(tx, order.id);
  if (!invoice) return [];
  const numbers = [
    await issue(
      tx,
      {
        kind: 'creditNote',
        purpose: 'cancellation',
        order,
        refundPk: refund.id,
        againstNumber: invoice,
        lines: () => [
          pureAgentLine(
            `Air fare, taxes and airport charges of ${refund.travellers.join(', ')}, cancelled (refund ${refund.refundId})`,
            amounts.refundPaise + amounts.serviceFeePaise,
          ),
        ],
      },
      at,
    ),
  ];
  if (amounts.serviceFeePaise > 0) {
    numbers.push(
      await issue(
        tx,
        {
          kind: 'invoice',
          purpose: 'cancellationFee',
          order,
          refundPk: refund.id,
          againstNumber: null,
          lines: (intraState) => [
            serviceLine(
              `Cancellation fee, ${refund.travellers.length === 1 ? '1 traveller' : `${refund.travellers.length} travellers`} of booking ${order.order_id}`,
              amounts.serviceFeePaise,
              intraState,
            ),
          ],
        },
        at,
      ),
    );
  }
  return numbers;
}

/** A booking's document by its number, or null when it is not of that booking. */
export async function taxDocumentOf(
  db: Queryable,
  orderPk: number,
  number: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db.query<TaxDocumentRow>(
    'select * from tax_document where order_pk = $1 and number = $2',
    [orderPk, number],
  );
  return row ?? null;
}

/** A document by its number alone (to attach it to a message). */
export async function taxDocumentByNumber(db: Queryable, number: string): Promise<TaxDocumentRow> {
  const [row] = await db.query<TaxDocumentRow>('select * from tax_document where number = $1', [
    number,
  ]);
  if (!row) throw new Error(`tax document ${number} vanished`);
  return row;
}
