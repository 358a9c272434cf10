import type { FlightOrder, Itinerary } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { call, callOk, sandboxDecide, signedInTraveller } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import {
  adult,
  adultMan,
  bookAndPay,
  createBody,
  itinerariesOn,
  pollBooking,
  quoteBooking,
} from '../test-support/flights';
import { post } from '../test-support/http';
import { pdfText } from '../test-support/mail';
import { financialYearOf, placeOfSupply, splitInclusive } from './gst';
import { issueBookingInvoice } from './tax-documents';

describe('GST arithmetic', () => {
  it('splits a fee that includes 18 % GST so the parts add up to it', () => {
    expect(splitInclusive(49_800, true)).toEqual({
      taxablePaise: 42_204,
      cgstPaise: 3798,
      sgstPaise: 3798,
      igstPaise: 0,
    });
    expect(splitInclusive(49_800, false)).toEqual({
      taxablePaise: 42_203,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7597,
    });
    for (const amount of [1, 99, 24_900, 30_000, 1_234_567]) {
      for (const intra of [true, false]) {
        const split = splitInclusive(amount, intra);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
          amount,
        );
      }
    }
  });

  it('counts financial years from 1 April in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2728');
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z'))).toBe('2627');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('9900');
  });

  it('supplies to the registered buyer’s state, else to ours', () => {
    expect(placeOfSupply('27AAHCH4729K1Z7', null)).toBe('27');
    expect(placeOfSupply('27AAHCH4729K1Z7', '29AABCT1332L1ZA')).toBe('29');
  });
});

describe.each(engines)('GST tax invoices and credit notes on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-11-23T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let flights: Itinerary[];

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
    flights = await itinerariesOn(app, { from: 'BOM', to: 'BLR', date: '2026-12-02' });
  });

  const trip = { itineraryId: '' };
  const pdfOf = (token: string, orderId: string, number: string) =>
    post(app, '/travel/api/flights/order/taxDocument/pdf', { orderId, number }, { token });

  async function bookForCompany(token: string): Promise<FlightOrder> {
    const travellers = [adult()];
    const quote = await quoteBooking(app, token, { itineraryId: flights[1]!.id }, travellers);
    const { order, payment } = await callOk(
      app,
      '/travel/api/flights/booking/create',
      {
        ...createBody({ itineraryId: flights[1]!.id }, travellers, quote.price.amountToPayPaise),
        gst: { gstin: '29AABCT1332L1ZA', companyName: 'Tara Software India Pvt Ltd' },
      },
      token,
    );
    expect((await sandboxDecide(app, payment, 'approve')).statusCode).toBe(200);
    return pollBooking(app, token, order.orderId);
  }

  it('issues a numbered tax invoice for a paid booking, in our state with CGST and SGST', async () => {
    trip.itineraryId = flights[0]!.id;
    const token = await signedInTraveller(app);
    const first = await bookAndPay(app, token, trip, [adult(), adultMan()]);
    const second = await bookAndPay(app, token, trip, [adult()]);
    const [invoice] = first.taxDocuments;
    expect(first.taxDocuments).toHaveLength(1);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      purpose: 'booking',
      totalPaise: first.amountPaidPaise,
    });
    const serial = Number(invoice!.number.slice(-6));
    expect(invoice!.number).toMatch(/^HTI\/2627\/\d{6}$/);
    expect(second.taxDocuments.map((d) => d.number)).toEqual([
      `HTI/2627/${String(serial + 1).padStart(6, '0')}`,
    ]);

    const pdf = await pdfOf(token, first.orderId, invoice!.number);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `tax-invoice-${invoice!.number.replaceAll('/', '-')}.pdf`,
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice!.number);
    expect(text).toContain('GSTIN: 27AAHCH4729K1Z7');
    expect(text).toContain('Place of supply 27-Maharashtra');
    expect(text).toContain(`PNR ${first.pnr}`);
    expect(text).toContain('Ms ASHA RAO');
    // Two travellers' convenience fee, ₹498.00 with GST: 422.04 + 37.98 + 37.98.
    const fee = first.price.convenienceFeePaise;
    expect(fee).toBe(49_800);
    expect(text).toContain('Taxable value ₹422.04');
    expect(text).toContain('CGST 9% ₹37.98');
    expect(text).toContain('SGST 9% ₹37.98');
    expect(text).toContain(
      `Total ₹${(first.amountPaidPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
  });

  it('bills a company in another state with its GSTIN and IGST', async () => {
    const token = await signedInTraveller(app);
    const order = await bookForCompany(token);
    const [invoice] = order.taxDocuments;
    const text = (
      await pdfText((await pdfOf(token, order.orderId, invoice!.number)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Tara Software India Pvt Ltd');
    expect(text).toContain('GSTIN: 29AABCT1332L1ZA');
    expect(text).toContain('Place of supply 29-Karnataka');
    expect(text).toContain('IGST 18% ₹37.98');
    expect(text).not.toContain('CGST');
  });

  it('issues a credit note and a fee invoice when travellers are cancelled', async () => {
    trip.itineraryId = flights[0]!.id;
    const token = await signedInTraveller(app);
    const paid = await bookAndPay(app, token, trip, [adult(), adultMan()]);
    const invoice = paid.taxDocuments[0]!;
    const { refund } = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId, travellerIds: [2] },
      token,
    );
    const after = await pollBooking(app, token, paid.orderId);
    expect(after.taxDocuments.map((d) => [d.kind, d.purpose])).toEqual([
      ['invoice', 'booking'],
      ['creditNote', 'cancellation'],
      ['invoice', 'cancellationFee'],
    ]);
    const [, credit, fee] = after.taxDocuments;
    expect(credit!.number).toMatch(/^HTC\/2627\/\d{6}$/);
    expect(credit!.totalPaise).toBe(refund.amountPaise + 30_000);
    expect(fee!.totalPaise).toBe(30_000);

    const creditText = (
      await pdfText((await pdfOf(token, paid.orderId, credit!.number)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(creditText).toContain('Credit note');
    expect(creditText).toContain(`Against invoice ${invoice.number}`);
    expect(creditText).toContain('RAVI RAO, cancelled');
    const feeText = (
      await pdfText((await pdfOf(token, paid.orderId, fee!.number)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(feeText).toContain('Cancellation fee, 1 traveller');
    // ₹300.00 including GST: 254.24 + 22.88 + 22.88.
    expect(feeText).toContain('Taxable value ₹254.24');
    expect(feeText).toContain('CGST 9% ₹22.88');
  });

  it('answers a document of another booking as missing, and a malformed number as a mistake', async () => {
    trip.itineraryId = flights[0]!.id;
    const owner = await signedInTraveller(app);
    const mine = await bookAndPay(app, owner, trip, [adult()]);
    const other = await signedInTraveller(app);
    const theirs = await bookAndPay(app, other, trip, [adult()]);
    const refused = await pdfOf(owner, mine.orderId, theirs.taxDocuments[0]!.number);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      code: 404,
      msg: 'We could not find that invoice or credit note for this booking.',
    });
    expect(
      (await pdfOf(owner, theirs.orderId, theirs.taxDocuments[0]!.number)).json(),
    ).toMatchObject({
      code: 404,
    });
    expect((await pdfOf(owner, mine.orderId, 'HTI/2627/../../x')).json()).toMatchObject({
      code: 400,
      msg: 'Please choose a document.',
    });
    expect(
      (await call(app, '/travel/api/flights/orders/polling', { orderId: mine.orderId }, owner))
        .data,
    ).toMatchObject({ taxDocuments: [{ number: mine.taxDocuments[0]!.number }] });
  });

  it('keeps documents as issued and numbers without gaps when an issue rolls back', async () => {
    const [document] = await db.query<{ number: string; order_pk: number }>(
      'select number, order_pk from tax_document order by id limit 1',
    );
    await expect(
      db.query('update tax_document set total_paise = 1 where number = $1', [document!.number]),
    ).rejects.toThrow(/is issued and cannot be changed/);
    await expect(
      db.query('delete from tax_document where number = $1', [document!.number]),
    ).rejects.toThrow(/is issued and cannot be changed/);

    const last = async () =>
      (
        await db.query<{ last_serial: number }>(
          `select last_serial from tax_document_counter where series = 'HTI'`,
        )
      )[0]!.last_serial;
    const before = await last();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `update tax_document_counter set last_serial = last_serial + 1 where series = 'HTI'`,
        );
        throw new Error('rolled back after taking a number');
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await last()).toBe(before);
    // Issuing again for a booking that has its invoice gives the same number.
    const [order] = await db.query<{
      id: number;
      order_id: string;
      amount_paise: number;
      convenience_fee_paise: number;
      gstin: string | null;
      gst_company: string | null;
    }>('select * from flight_order where id = $1', [document!.order_pk]);
    expect(await db.transaction((tx) => issueBookingInvoice(tx, order!, clock.now()))).toBe(
      document!.number,
    );
    expect(await last()).toBe(before);
  });
});
