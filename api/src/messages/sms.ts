import type { Queryable } from '../db/database';
import { type NewMessage, enqueueMessage } from './outbox';

export interface NewSms extends Pick<NewMessage, 'eventKey' | 'kind' | 'orderRef' | 'locale'> {
  /** 10 digits, without +91. */
  mobile: string;
  /**
   * The variables of the kind's DLT template and the text they make. DLT lets only registered
   * templates through, so the text is the template filled in, and stays short (at most
   * SMS_MAX_PARTS parts, no links).
   */
  variables: Record<string, string>;
  text: (variables: Record<string, string>) => string;
}

/** GSM 7-bit's characters (one unit each) and its extension table's (two each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** An SMS's longest text in parts: a longer one is refused, as the operator would bill more. */
export const SMS_MAX_PARTS = 3;

/**
 * How a text goes over the air: in GSM 7-bit when every character is in it (160 units in one
 * SMS, 153 a part when split), else in UCS-2, as Unicode (the rupee sign, Hindi: 70 characters
 * in one SMS, 67 a part).
 */
export function smsParts(text: string): { encoding: 'gsm7' | 'ucs2'; parts: number } {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else {
      const length = text.length;
      return { encoding: 'ucs2', parts: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: 'gsm7', parts: units <= 160 ? 1 : Math.ceil(units / 153) };
}

/** Keeps a customer SMS in the caller's transaction, beside the e-mail of the same event. */
export async function enqueueSms(tx: Queryable, sms: NewSms, at: Date): Promise<void> {
  const text = sms.text(sms.variables);
  const { encoding, parts } = smsParts(text);
  if (parts > SMS_MAX_PARTS) {
    throw new Error(
      `the ${sms.kind} SMS is ${parts} ${encoding} parts: more than ${SMS_MAX_PARTS}`,
    );
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
      ...(sms.locale ? { locale: sms.locale } : {}),
    },
    at,
  );
}
