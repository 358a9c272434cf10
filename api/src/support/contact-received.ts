import { CONTACT_TOPICS, type ContactRequest } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { EmailContent } from '../messages/layout';
import { type ByLocale, type Locale, storedLocale } from '../messages/locale';

/** The contact form's topics in Hindi, as the contact page names them. */
const HINDI_TOPICS: Record<string, string> = {
  'coupon-purchase': 'फ़्लाइट कूपन ख़रीदना',
  'coupon-use': 'फ़्लाइट पर कूपन इस्तेमाल करना',
  'flight-booking': 'फ़्लाइट बुकिंग',
  refund: 'रिफ़ंड और रद्द करना',
  'prize-draw': 'मुफ़्त फ़्लाइट टिकट ड्रॉ',
  account: 'मेरा खाता या साइन इन',
  other: 'कुछ और',
};

function topicIn(topic: string, locale: Locale): string {
  if (locale === 'hi-IN' && HINDI_TOPICS[topic]) return HINDI_TOPICS[topic];
  return CONTACT_TOPICS.find((candidate) => candidate.value === topic)?.label ?? topic;
}

/** What the contact e-mails are filled with: the visitor's own words stay as they wrote them. */
interface ContactFacts {
  reference: string;
  name: string;
  topic: string;
  message: string;
}

/** The acknowledgement and the staff reply in each language, side by side. */
const CONTACT: ByLocale<{
  received: { subject: (f: ContactFacts) => string; content: (f: ContactFacts) => EmailContent };
  reply: {
    subject: (f: ContactFacts) => string;
    content: (f: ContactFacts, reply: { body: string; by: string }) => EmailContent;
  };
}> = {
  'en-IN': {
    received: {
      subject: (f) => `We have your message (${f.reference})`,
      content: (f) => ({
        greeting: `Hello ${f.name},`,
        lead: 'Thank you for writing to us. We have your message and will reply to this address, usually within one business day.',
        facts: [
          ['Reference', f.reference],
          ['About', f.topic],
        ],
        paragraphs: [
          'Quote the reference if you write or call about the same question.',
          `You wrote: ${f.message}`,
        ],
      }),
    },
    reply: {
      subject: (f) => `Re: your message ${f.reference}`,
      content: (f, reply) => ({
        greeting: `Hello ${f.name},`,
        lead: reply.body,
        facts: [
          ['Reference', f.reference],
          ['About', f.topic],
          ['Answered by', `${reply.by}, Heg Travel customer support`],
        ],
        paragraphs: [
          'To write again about the same question, reply to this e-mail or quote the reference on our contact page.',
          `You wrote: ${f.message}`,
        ],
      }),
    },
  },
  'hi-IN': {
    received: {
      subject: (f) => `हमें आपका संदेश मिल गया है (${f.reference})`,
      content: (f) => ({
        greeting: `नमस्ते ${f.name},`,
        lead: 'हमें लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है; हम आम तौर पर एक कामकाजी दिन के अंदर इसी पते पर जवाब देंगे।',
        facts: [
          ['रेफ़रेंस', f.reference],
          ['विषय', f.topic],
        ],
        paragraphs: [
          'इसी सवाल के बारे में लिखते या कॉल करते समय यह रेफ़रेंस बताएँ।',
          `आपने लिखा: ${f.message}`,
        ],
      }),
    },
    reply: {
      subject: (f) => `Re: आपका संदेश ${f.reference}`,
      content: (f, reply) => ({
        greeting: `नमस्ते ${f.name},`,
        lead: reply.body,
        facts: [
          ['रेफ़रेंस', f.reference],
          ['विषय', f.topic],
          ['जवाब दिया', `${reply.by}, Heg Travel ग्राहक सहायता`],
        ],
        paragraphs: [
          'इसी सवाल के बारे में फिर लिखने के लिए इस ई-मेल का जवाब दें, या हमारे संपर्क पेज पर यह रेफ़रेंस बताएँ।',
          `आपने लिखा: ${f.message}`,
        ],
      }),
    },
  },
};

/**
 * The acknowledgement of a contact message, kept in the transaction that stores the message:
 * its reference, what it is about, and when to expect the answer (as the contact page says).
 * The visitor may have no account: it is in the language of the page they wrote from.
 */
export async function enqueueContactReceived(
  tx: Queryable,
  reference: string,
  contact: Pick<ContactRequest, 'name' | 'email' | 'topic' | 'message'>,
  at: Date,
  locale: Locale = 'en-IN',
): Promise<void> {
  const words = CONTACT[locale].received;
  const facts: ContactFacts = {
    reference,
    name: contact.name,
    topic: topicIn(contact.topic, locale),
    message: contact.message,
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `contact-received:${reference}`,
      kind: 'contactReceived',
      to: contact.email,
      subject: words.subject(facts),
      orderRef: reference,
      locale,
      content: words.content(facts),
    },
    at,
  );
}

/**
 * A staff member's answer to a contact message, kept in the transaction that stores the reply.
 * The customer's answer goes to the address they wrote from, with their reference and their
 * question, so they can tell which message it answers; its frame is in the language the message
 * was written from (the reply itself is as staff wrote it).
 */
export async function enqueueContactReply(
  tx: Queryable,
  replyId: number,
  message: { reference: string; name: string; email: string; topic: string; message: string },
  reply: { body: string; by: string },
  at: Date,
): Promise<void> {
  const [stored] = await tx.query<{ locale: string }>(
    'select locale from contact_message where reference = $1',
    [message.reference],
  );
  const locale = storedLocale(stored?.locale);
  const words = CONTACT[locale].reply;
  const facts: ContactFacts = {
    reference: message.reference,
    name: message.name,
    topic: topicIn(message.topic, locale),
    message: message.message,
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `contact-reply:${replyId}`,
      kind: 'contactReply',
      to: message.email,
      subject: words.subject(facts),
      orderRef: message.reference,
      locale,
      content: words.content(facts, reply),
    },
    at,
  );
}
