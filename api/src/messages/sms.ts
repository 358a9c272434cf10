import type { Queryable } from '../db/database';
import { type NewMessage, enqueueMessage } from './outbox';

export interface NewSms extends Pick<NewMessage, 'eventKey' | 'kind' | 'orderRef'> {
  /** 10 digits, without +91. */
  mobile: string;
  /**
   * The variables of the kind's DLT template and the text they make. DLT lets only registered
   * templates through, so the text is the template filled in, and stays short (one SMS, 160
   * characters, no links).
   */
  variables: Record<string, string>;
  text: (variables: Record<string, string>) => string;
}

/** The longest text of one SMS (GSM 7-bit); a longer one would be sent, and paid, as two. */
export const SMS_MAX_CHARS = 160;

/** Keeps a customer SMS in the caller's transaction, beside the e-mail of the same event. */
export async function enqueueSms(tx: Queryable, sms: NewSms, at: Date): Promise<void> {
  const text = sms.text(sms.variables);
  if (text.length > SMS_MAX_CHARS) {
    throw new Error(`the ${sms.kind} SMS is ${text.length} characters: more than one SMS`);
  }
  await enqueueMessage(
    tx,
    {
      eventKey: sms.eventKey,
      kind: sms.kind,
      channel: 'sms',
      recipient: sms.mobile,
      subject: '',
      text,
      smsVariables: sms.variables,
      ...(sms.orderRef ? { orderRef: sms.orderRef } : {}),
    },
    at,
  );
}
