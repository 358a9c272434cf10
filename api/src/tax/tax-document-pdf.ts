import {
  COMPANY_CONTACT,
  SITE_NAME,
  formatInr,
  formatIst,
  groupIndian,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import type { ByLocale, Locale } from '../messages/locale';
import { unicodeDocument, writeText, type Weight } from '../pdf/unicode-text';
import { GST_RATE_PERCENT, stateLabel } from './gst';
import { type TaxDocumentRow, taxDocumentByNumber } from './tax-documents';

/**
 * The document's words in each language. A GST document is read by accountants too, so the
 * Hindi headings keep the English beside them; the data (names, GSTIN, numbers, amounts, the
 * lines' descriptions as issued) print as they are.
 */
interface TaxDocumentWords {
  title: Record<TaxDocumentRow['purpose'], string>;
  number: Record<TaxDocumentRow['purpose'], string>;
  original: string;
  state: string;
  date: string;
  againstInvoice: string;
  against: (number: string, date: string | null) => string;
  booking: string;
  placeOfSupply: string;
  reverseCharge: string;
  no: string;
  billedTo: string;
  description: string;
  amount: string;
  taxable: string;
  taxableValue: string;
  total: string;
  totalCredited: string;
  pureAgent: string;
  creditNote: string;
  issuedElectronically: string;
}

const WORDS: ByLocale<TaxDocumentWords> = {
  'en-IN': {
    title: { booking: 'Tax invoice', cancellationFee: 'Tax invoice', cancellation: 'Credit note' },
    number: {
      booking: 'Tax invoice no.',
      cancellationFee: 'Tax invoice no.',
      cancellation: 'Credit note no.',
    },
    original: 'Original for recipient',
    state: 'State',
    date: 'Date',
    againstInvoice: 'Against invoice',
    against: (number, date) => `${number}${date ? ` of ${date}` : ''}`,
    booking: 'Booking',
    placeOfSupply: 'Place of supply',
    reverseCharge: 'Reverse charge',
    no: 'No',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount (₹)',
    taxable: 'Taxable (₹)',
    taxableValue: 'Taxable value',
    total: 'Total',
    totalCredited: 'Total credited',
    pureAgent:
      'Our fees include GST. Air fare, taxes and airport charges are collected for the airline as its pure agent and are not part of the value of our supply; the airline issues its own invoice for them.',
    creditNote:
      'This credit note reduces the amounts of the invoice named above by the cancellation it records.',
    issuedElectronically: 'This document is issued electronically and needs no signature.',
  },
  'hi-IN': {
    title: {
      booking: 'टैक्स इनवॉइस / Tax invoice',
      cancellationFee: 'टैक्स इनवॉइस / Tax invoice',
      cancellation: 'क्रेडिट नोट / Credit note',
    },
    number: {
      booking: 'इनवॉइस नंबर',
      cancellationFee: 'इनवॉइस नंबर',
      cancellation: 'क्रेडिट नोट नंबर',
    },
    original: 'प्राप्तकर्ता के लिए मूल प्रति / Original for recipient',
    state: 'राज्य',
    date: 'तारीख़',
    againstInvoice: 'मूल इनवॉइस',
    against: (number, date) => `${number}${date ? `, ${date}` : ''}`,
    booking: 'बुकिंग',
    placeOfSupply: 'आपूर्ति का स्थान',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    billedTo: 'प्राप्तकर्ता',
    description: 'विवरण',
    amount: 'राशि (₹)',
    taxable: 'टैक्स योग्य (₹)',
    taxableValue: 'टैक्स योग्य मूल्य',
    total: 'कुल',
    totalCredited: 'कुल क्रेडिट',
    pureAgent:
      'हमारे शुल्क में GST शामिल है। हवाई किराया, टैक्स और हवाई अड्डा शुल्क हम एयरलाइन के प्योर एजेंट के रूप में लेते हैं; ये हमारी सेवा के मूल्य में शामिल नहीं हैं। इनका इनवॉइस एयरलाइन ख़ुद जारी करती है।',
    creditNote: 'यह क्रेडिट नोट ऊपर दिए गए इनवॉइस की राशि को इस रद्द करने के हिसाब से घटाता है।',
    issuedElectronically: 'यह दस्तावेज़ इलेक्ट्रॉनिक रूप से जारी किया गया है और इस पर हस्ताक्षर ज़रूरी नहीं है।',
  },
};

/** '1,234.50': amounts in the table, whose header says they are in rupees. */
const rupees = (paise: number) =>
  `${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;

/** A GST tax invoice or credit note as an A4 PDF, as issued, its labels in `locale`. */
export function taxDocumentPdf(
  document: TaxDocumentRow,
  booking: { orderId: string; pnr: string | null; againstIssuedAt: Date | null },
  locale: Locale = 'en-IN',
): Promise<Buffer> {
  const w = WORDS[locale];
  const title = w.title[document.purpose];
  const { doc, done } = unicodeDocument({
    Title: `${WORDS['en-IN'].title[document.purpose]} ${document.number}`,
    Author: SITE_NAME,
    Subject: booking.orderId,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const at = (
    x: number,
    y: number,
    text: string,
    w: number,
    weight: Weight = 'regular',
    align: 'left' | 'right' = 'left',
  ) => {
    doc.x = x;
    doc.y = y;
    writeText(doc, text, weight, { width: w, align });
  };

  doc.fontSize(18);
  writeText(doc, title, 'bold');
  doc.fontSize(9);
  writeText(doc, w.original);
  doc.moveDown(0.8);

  const top = doc.y;
  doc.fontSize(10);
  at(left, top, COMPANY_CONTACT.name, width / 2 - 12, 'bold');
  writeText(doc, document.supplier_address, 'regular', { width: width / 2 - 12 });
  writeText(doc, `GSTIN: ${document.supplier_gstin}`);
  writeText(doc, `${w.state}: ${stateLabel(document.supplier_gstin.slice(0, 2))}`);
  writeText(doc, `${COMPANY_CONTACT.email}, ${COMPANY_CONTACT.phone}`, 'regular', {
    width: width / 2 - 12,
  });
  const leftEnd = doc.y;

  const day = (moment: Date) => formatIst(moment.toISOString(), locale).split(',')[0]!;
  const facts: [string, string][] = [
    [w.number[document.purpose], document.number],
    [w.date, day(document.issued_at)],
    ...(document.against_number
      ? ([
          [
            w.againstInvoice,
            w.against(
              document.against_number,
              booking.againstIssuedAt ? day(booking.againstIssuedAt) : null,
            ),
          ],
        ] as [string, string][])
      : []),
    [w.booking, booking.orderId],
    ...(booking.pnr ? ([['PNR', booking.pnr]] as [string, string][]) : []),
    [w.placeOfSupply, stateLabel(document.place_of_supply)],
    [w.reverseCharge, w.no],
  ];
  let y = top;
  for (const [label, value] of facts) {
    at(left + width / 2, y, label, 95, 'bold');
    at(left + width / 2 + 100, y, value, width / 2 - 100);
    y = doc.y + 2;
  }
  doc.x = left;
  doc.y = Math.max(leftEnd, y) + 12;

  writeText(doc, w.billedTo, 'bold');
  writeText(doc, document.buyer_name);
  if (document.buyer_gstin) writeText(doc, `GSTIN: ${document.buyer_gstin}`);
  doc.moveDown(0.8);

  const intra = document.place_of_supply === document.supplier_gstin.slice(0, 2);
  const half = GST_RATE_PERCENT / 2;
  type Line = TaxDocumentRow['lines'][number];
  const amounts: [label: string, value: (line: Line) => number][] = [
    [w.amount, (line) => line.amountPaise],
    [w.taxable, (line) => line.taxablePaise],
    ...((intra
      ? [
          [`CGST ${half}% (₹)`, (line: Line) => line.cgstPaise],
          [`SGST ${half}% (₹)`, (line: Line) => line.sgstPaise],
        ]
      : [[`IGST ${GST_RATE_PERCENT}% (₹)`, (line: Line) => line.igstPaise]]) as [
      string,
      (line: Line) => number,
    ][]),
  ];
  const columns: { label: string; width: number; value: (line: Line) => string }[] = [
    {
      label: w.description,
      width: width - 44 - 66 * amounts.length,
      value: (line) => line.description,
    },
    { label: 'SAC', width: 44, value: (line) => line.sac ?? '' },
    ...amounts.map(([label, value]) => ({
      label,
      width: 66,
      value: (line: Line) => rupees(value(line)),
    })),
  ];
  const row = (cells: string[], weight: Weight) => {
    const start = doc.y;
    let x = left;
    let bottom = start;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      at(
        x,
        start,
        cell,
        column.width - (index === cells.length - 1 ? 0 : 6),
        weight,
        index < 2 ? 'left' : 'right',
      );
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc
      .moveTo(left, bottom + 3)
      .lineTo(left + width, bottom + 3)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.x = left;
    doc.y = bottom + 7;
  };
  doc.fontSize(9);
  row(
    columns.map((column) => column.label),
    'bold',
  );
  for (const line of document.lines)
    row(
      columns.map((column) => column.value(line)),
      'regular',
    );

  doc.moveDown(0.5);
  doc.fontSize(10);
  const totals: [string, number][] = [
    [w.taxableValue, document.taxable_paise],
    ...(intra
      ? ([
          [`CGST ${half}%`, document.cgst_paise],
          [`SGST ${half}%`, document.sgst_paise],
        ] as [string, number][])
      : ([[`IGST ${GST_RATE_PERCENT}%`, document.igst_paise]] as [string, number][])),
  ];
  y = doc.y;
  for (const [label, paise] of totals) {
    at(left + width / 2, y, label, width / 4);
    at(left + (3 * width) / 4, y, formatInr(paise), width / 4, 'regular', 'right');
    y = doc.y + 2;
  }
  at(
    left + width / 2,
    y,
    document.kind === 'creditNote' ? w.totalCredited : w.total,
    width / 4,
    'bold',
  );
  at(left + (3 * width) / 4, y, formatInr(document.total_paise), width / 4, 'bold', 'right');
  doc.x = left;
  doc.moveDown(1.5);

  doc.fontSize(8.5);
  const notes = [
    w.pureAgent,
    ...(document.kind === 'creditNote' ? [w.creditNote] : []),
    `${COMPANY_CONTACT.name}, ${COMPANY_CONTACT.url}. ${w.issuedElectronically}`,
  ];
  for (const note of notes) writeText(doc, note, 'regular', { width });
  doc.end();
  return done;
}

/** A tax document as an e-mail attachment, by its number, in the message's language. */
export async function taxDocumentAttachment(
  db: Queryable,
  number: string,
  locale: Locale = 'en-IN',
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const document = await taxDocumentByNumber(db, number);
  return {
    filename: taxDocumentFileName(document),
    content: await renderTaxDocument(db, document, locale),
    contentType: 'application/pdf',
  };
}

/** 'tax-invoice-HTI-2627-000001.pdf'. */
export function taxDocumentFileName(document: Pick<TaxDocumentRow, 'kind' | 'number'>): string {
  return `${document.kind === 'creditNote' ? 'credit-note' : 'tax-invoice'}-${document.number.replaceAll('/', '-')}.pdf`;
}

/** The PDF of a document, with the booking facts it prints. */
export async function renderTaxDocument(
  db: Queryable,
  document: TaxDocumentRow,
  locale: Locale = 'en-IN',
): Promise<Buffer> {
  const [booking] = await db.query<{
    order_id: string;
    pnr: string | null;
    against_at: Date | null;
  }>(
    `select o.order_id, o.pnr,
       (select issued_at from tax_document where number = $2) as against_at
     from flight_order o where o.id = $1`,
    [document.order_pk, document.against_number],
  );
  if (!booking) throw new Error(`tax document ${document.number} has no booking`);
  return taxDocumentPdf(
    document,
    {
      orderId: booking.order_id,
      pnr: booking.pnr,
      againstIssuedAt: booking.against_at,
    },
    locale,
  );
}
