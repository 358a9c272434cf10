import { CONTACT_TOPICS, type ContactRequest } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';

/**
 * The acknowledgement of a contact message, kept in the transaction that stores the message:
 * its reference, what it is about, and when to expect the answer (as the contact page says).
 */
export async function enqueueContactReceived(
  tx: Queryable,
  reference: string,
  contact: Pick<ContactRequest, 'name' | 'email' | 'topic' | 'message'>,
  at: Date,
): Promise<void> {
  const topic = CONTACT_TOPICS.find((candidate) => candidate.value === contact.topic)?.label;
  await enqueueEmail(
    tx,
    {
      eventKey: `contact-received:${reference}`,
      kind: 'contactReceived',
      to: contact.email,
      subject: `We have your message (${reference})`,
      orderRef: reference,
      content: {
        greeting: `Hello ${contact.name},`,
        lead: 'Thank you for writing to us. We have your message and will reply to this address, usually within one business day.',
        facts: [
          ['Reference', reference],
          ['About', topic ?? contact.topic],
        ],
        paragraphs: [
          'Quote the reference if you write or call about the same question.',
          `You wrote: ${contact.message}`,
        ],
      },
    },
    at,
  );
}

/**
 * A staff member's answer to a contact message, kept in the transaction that stores the reply.
 * The customer's answer goes to the address they wrote from, with their reference and their
 * question, so they can tell which message it answers.
 */
export async function enqueueContactReply(
  tx: Queryable,
  replyId: number,
  message: { reference: string; name: string; email: string; topic: string; message: string },
  reply: { body: string; by: string },
  at: Date,
): Promise<void> {
  const topic = CONTACT_TOPICS.find((candidate) => candidate.value === message.topic)?.label;
  await enqueueEmail(
    tx,
    {
      eventKey: `contact-reply:${replyId}`,
      kind: 'contactReply',
      to: message.email,
      subject: `Re: your message ${message.reference}`,
      orderRef: message.reference,
      content: {
        greeting: `Hello ${message.name},`,
        lead: reply.body,
        facts: [
          ['Reference', message.reference],
          ['About', topic ?? message.topic],
          ['Answered by', `${reply.by}, Heg Travel customer support`],
        ],
        paragraphs: [
          'To write again about the same question, reply to this e-mail or quote the reference on our contact page.',
          `You wrote: ${message.message}`,
        ],
      },
    },
    at,
  );
}
