import type { AttachmentRenderer } from '../messages/worker';
import type { AttachmentRef } from '../messages/outbox';
import { taxDocumentAttachment } from '../tax/tax-document-pdf';
import { eTicketAttachment } from './eticket';

/** The files a booking's messages carry, rendered when the message is sent. */
export const BOOKING_ATTACHMENTS: Record<AttachmentRef['kind'], AttachmentRenderer> = {
  eTicket: eTicketAttachment,
  taxDocument: (db, number, _at, locale) => taxDocumentAttachment(db, number, locale),
};
