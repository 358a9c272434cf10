import { COMPANY_CONTACT, SITE_NAME, formatIst } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';

export const PASSWORD_CHANGED_SUBJECT = `Your ${SITE_NAME} password was changed`;

/** Tells the account's e-mail that its password was reset, when, and whom to call if not them. */
export async function enqueuePasswordChanged(
  tx: Queryable,
  user: { id: number; uid: string; nickname: string; email: string },
  at: Date,
): Promise<void> {
  if (!user.email) return;
  await enqueueEmail(
    tx,
    {
      eventKey: `password-changed:${user.uid}:${at.toISOString()}`,
      kind: 'passwordChanged',
      to: user.email,
      subject: PASSWORD_CHANGED_SUBJECT,
      content: {
        greeting: `Hello ${user.nickname},`,
        lead: `The password of your ${SITE_NAME} account was changed with a code sent to your mobile number. Every device that was signed in has been signed out.`,
        facts: [['Changed at', formatIst(at.toISOString())]],
        paragraphs: [
          `If this was not you, contact our support at once: ${COMPANY_CONTACT.email} or ${COMPANY_CONTACT.phone}.`,
        ],
      },
    },
    at,
  );
}
