import { COMPANY_CONTACT, SITE_NAME, formatIst } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { ByLocale, Locale } from '../messages/locale';
import type { EmailContent } from '../messages/layout';

export const PASSWORD_CHANGED_SUBJECT = `Your ${SITE_NAME} password was changed`;

/** The e-mail in each language: the subject and what it says, the name and time filled in. */
const PASSWORD_CHANGED: ByLocale<{
  subject: string;
  content: (name: string, changedAt: string) => EmailContent;
}> = {
  'en-IN': {
    subject: PASSWORD_CHANGED_SUBJECT,
    content: (name, changedAt) => ({
      greeting: `Hello ${name},`,
      lead: `The password of your ${SITE_NAME} account was changed with a code sent to your mobile number. Every device that was signed in has been signed out.`,
      facts: [['Changed at', changedAt]],
      paragraphs: [
        `If this was not you, contact our support at once: ${COMPANY_CONTACT.email} or ${COMPANY_CONTACT.phone}.`,
      ],
    }),
  },
  'hi-IN': {
    subject: `आपका ${SITE_NAME} पासवर्ड बदल दिया गया है`,
    content: (name, changedAt) => ({
      greeting: `नमस्ते ${name},`,
      lead: `आपके मोबाइल नंबर पर भेजे गए कोड से आपके ${SITE_NAME} खाते का पासवर्ड बदला गया है। जिन डिवाइस पर आप साइन इन थे, उन सब से आपको लॉग आउट कर दिया गया है।`,
      facts: [['बदलने का समय', changedAt]],
      paragraphs: [
        `अगर यह आपने नहीं किया, तो तुरंत हमारी सहायता टीम से संपर्क करें: ${COMPANY_CONTACT.email} या ${COMPANY_CONTACT.phone}।`,
      ],
    }),
  },
};

/** Tells the account's e-mail that its password was reset, when, and whom to call if not them. */
export async function enqueuePasswordChanged(
  tx: Queryable,
  user: { id: number; uid: string; nickname: string; email: string },
  at: Date,
  locale: Locale = 'en-IN',
): Promise<void> {
  if (!user.email) return;
  const words = PASSWORD_CHANGED[locale];
  await enqueueEmail(
    tx,
    {
      eventKey: `password-changed:${user.uid}:${at.toISOString()}`,
      kind: 'passwordChanged',
      to: user.email,
      subject: words.subject,
      locale,
      content: words.content(user.nickname, formatIst(at.toISOString(), locale)),
    },
    at,
  );
}
