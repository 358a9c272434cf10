import {
  FLIGHT_ETICKET_PDF_PATH,
  FLIGHT_TAX_DOCUMENT_PDF_PATH,
  flightOrderRefSchema,
  taxDocumentRefSchema,
} from '@travel/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindSupplier } from '../flights/booking-payable';
import {
  bookingQuote,
  cancelBookingPayment,
  createBooking,
  findOwnBooking,
  listBookings,
  payBookingAgain,
  pollBooking,
} from '../flights/bookings';
import { bookingRefunds, cancelQuote, cancelTravellers, withoutPk } from '../flights/cancellations';
import { eTicketOf, eTicketPdf } from '../flights/eticket';
import { accountLocale } from '../messages/locale';
import type { FlightSupplier } from '../flights/supplier';
import { renderTaxDocument, taxDocumentFileName } from '../tax/tax-document-pdf';
import { taxDocumentOf } from '../tax/tax-documents';
import type { z } from 'zod';
import { requireSession } from '../accounts/sessions';
import { defineRoute } from '../http/define-route';
import { ApiError, fail, paged } from '../http/envelope';
import type { RouteDeps } from './deps';

/** Where the visitor reached us: payer links handed back must lead to the same site. */
function siteUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

/** The visitor's flight bookings. Every booking-scoped call answers another user's as missing. */
export function flightBookingRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  supplier: FlightSupplier,
): void {
  const unbind = bindSupplier(supplier);
  // The timetable is read before any booking: a seat move inside a payment's transaction must
  // not wait for a read outside it (PGlite runs one at a time).
  // A database that is down at start must not stop the server: /healthz reports it, and the
  // timetable is then read on first use.
  app.addHook('onReady', async () => {
    await supplier.salesWindow().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the flight timetable could not be read at start');
    });
  });
  app.addHook('onClose', (_instance, done) => {
    unbind();
    done();
  });
  const { db, now, gateway, config } = deps;
  const bookingDeps = { db, now, gateway, supplier };

  defineRoute(app, '/travel/api/flights/booking/quote', async (body, { user }) => {
    return bookingQuote(bookingDeps, user.userId, body);
  });

  defineRoute(app, '/travel/api/flights/booking/create', async (body, { request, user }) => {
    return createBooking(bookingDeps, {
      user,
      body,
      siteUrl: siteUrlOf(request, config.publicBaseUrl),
      client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    });
  });

  defineRoute(app, '/travel/api/flights/orders/polling', async (body, { user }) => {
    return pollBooking(bookingDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/flights/order/pay', async (body, { user }) => {
    return payBookingAgain(bookingDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/flights/order/cancelPayment', async (body, { user }) => {
    return cancelBookingPayment(bookingDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/flights/orders/pageList', async (body, { user }) => {
    const { items, total } = await listBookings(bookingDeps, user.userId, body);
    return paged(items, { total, pageNumber: body.pageNumber, pageSize: body.pageSize });
  });

  defineRoute(app, '/travel/api/flights/order/detail', async (body, { user }) => {
    return pollBooking(bookingDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/flights/order/cancelQuote', async (body, { user }) => {
    return cancelQuote(bookingDeps, user.userId, body.orderId, body.travellerIds);
  });

  defineRoute(app, '/travel/api/flights/order/cancel', async (body, { request, user }) => {
    return cancelTravellers(
      { ...bookingDeps, logger: request.log },
      user.userId,
      body.orderId,
      body.travellerIds,
    );
  });

  defineRoute(app, '/travel/api/flights/order/refunds', async (body, { user }) => {
    const refunds = await bookingRefunds(db, user.userId, body.orderId);
    return refunds.map(withoutPk);
  });

  defineRoute(app, '/travel/api/flights/order/eTicket', async (body, { user }) => {
    return eTicketOf(db, user.userId, body.orderId, now());
  });

  // The booking's files as PDFs: not JSON envelopes, so outside the contract; refusals are
  // envelopes like every other call's.
  const pdfRoute = <T extends { orderId: string }>(
    path: string,
    schema: z.ZodType<T>,
    render: (userId: number, body: T) => Promise<{ fileName: string; pdf: Buffer }>,
  ) =>
    app.post(path, async (request, reply) => {
      try {
        const user = await requireSession(request, deps);
        const parsed = schema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return fail(400, parsed.error.issues[0]?.message ?? 'Please choose a booking.');
        }
        await findOwnBooking(db, user.userId, parsed.data.orderId);
        const { fileName, pdf } = await render(user.userId, parsed.data);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      } catch (error) {
        if (error instanceof ApiError) return fail(error.code, error.message);
        throw error;
      }
    });

  pdfRoute(FLIGHT_ETICKET_PDF_PATH, flightOrderRefSchema, async (userId, { orderId }) => {
    const ticket = await eTicketOf(db, userId, orderId, now());
    const locale = await accountLocale(db, userId);
    return { fileName: `e-ticket-${ticket.pnr}.pdf`, pdf: await eTicketPdf(ticket, locale) };
  });

  pdfRoute(FLIGHT_TAX_DOCUMENT_PDF_PATH, taxDocumentRefSchema, async (userId, body) => {
    const order = await findOwnBooking(db, userId, body.orderId);
    const document = await taxDocumentOf(db, order.id, body.number);
    if (!document) throw new ApiError('taxDocumentNotFound');
    const locale = await accountLocale(db, userId);
    return {
      fileName: taxDocumentFileName(document),
      pdf: await renderTaxDocument(db, document, locale),
    };
  });
}
