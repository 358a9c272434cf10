import type { Queryable } from '../db/database';
import type { Locale } from './locale';

/** The kinds of customer message; each has its builder in this folder. */
export type MessageKind =
  | 'bookingConfirmed'
  | 'bookingPaymentFailed'
  | 'couponPurchased'
  | 'couponPaymentFailed'
  | 'contactReceived'
  | 'contactReply'
  | 'drawWon'
  | 'couponRefundRequested'
  | 'couponRefundApproved'
  | 'couponRefundRejected'
  | 'bookingCancelled'
  | 'refundCredited'
  | 'refundFailed'
  | 'refundResent'
  | 'passwordChanged';

export type MessageChannel = 'email' | 'sms';

/** A file sent with a message, rendered when it is sent (so it shows the order as it is then). */
export interface AttachmentRef {
  /** eTicket: of a booking; taxDocument: a GST invoice or credit note, as issued. */
  kind: 'eTicket' | 'taxDocument';
  /** The order the file is of, or the document's number. */
  ref: string;
}

export interface NewMessage {
  /** One message per event and channel: `booking-confirmed:FL2026...`. */
  eventKey: string;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: AttachmentRef[];
  orderRef?: string;
  /** An SMS's template variables, as the DLT gateway fills the registered template. */
  smsVariables?: Record<string, string>;
  /** The language it is written in (en-IN unless given): its attachments are rendered in it. */
  locale?: Locale;
}

export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** No line breaks in a header: a name or place in a subject can never add a header. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/**
 * Keeps a message to send, in the caller's transaction: it exists if and only if the event that
 * causes it commits. The same event applied again adds nothing.
 */
export async function enqueueMessage(tx: Queryable, message: NewMessage, at: Date): Promise<void> {
  await tx.query(
    `insert into customer_message (event_key, kind, channel, recipient, subject, text_body,
       html_body, attachments, order_ref, sms_variables, locale, next_attempt_at, created_at,
       updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $11, $12, $10, $10, $10)
     on conflict (event_key, channel) do nothing`,
    [
      message.eventKey,
      message.kind,
      message.channel,
      oneLine(message.recipient),
      oneLine(message.subject),
      message.text,
      message.html ?? null,
      JSON.stringify(message.attachments ?? []),
      message.orderRef ?? null,
      at,
      JSON.stringify(message.smsVariables ?? {}),
      message.locale ?? 'en-IN',
    ],
  );
}

/** Where the message about an order stands, for the visitor's page: the newest per kind. */
export async function messageStatus(
  db: Queryable,
  orderRef: string,
  kind: MessageKind,
  channel: MessageChannel,
): Promise<{ status: MessageStatus; recipient: string } | null> {
  const [row] = await db.query<{ status: MessageStatus; recipient: string }>(
    `select status, recipient from customer_message
     where order_ref = $1 and kind = $2 and channel = $3 order by id desc limit 1`,
    [orderRef, kind, channel],
  );
  return row ?? null;
}
