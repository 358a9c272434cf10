import type { Queryable } from '../db/database';
import { type EmailContent, composeEmail } from './layout';
import { type NewMessage, enqueueMessage } from './outbox';

export interface NewEmail extends Pick<
  NewMessage,
  'eventKey' | 'kind' | 'subject' | 'orderRef' | 'locale'
> {
  to: string;
  content: EmailContent;
  attachments?: NewMessage['attachments'];
}

/** Keeps a customer e-mail (its plain-text and HTML parts laid out) in the caller's transaction. */
export async function enqueueEmail(tx: Queryable, email: NewEmail, at: Date): Promise<void> {
  const { text, html } = composeEmail(email.content, email.locale);
  await enqueueMessage(
    tx,
    {
      eventKey: email.eventKey,
      kind: email.kind,
      channel: 'email',
      recipient: email.to,
      subject: email.subject,
      text,
      html,
      ...(email.attachments ? { attachments: email.attachments } : {}),
      ...(email.orderRef ? { orderRef: email.orderRef } : {}),
      ...(email.locale ? { locale: email.locale } : {}),
    },
    at,
  );
}
