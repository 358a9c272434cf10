import { randomInt } from 'node:crypto';
import {
  CONTACT_RATE_LIMIT,
  BUSINESS_ERRORS,
  type ContactRequest,
  type ContactResponse,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { defineRoute } from '../http/define-route';
import { ApiError } from '../http/envelope';
import { requestLocale } from '../http/request-locale';
import type { Locale } from '../messages/locale';
import { enqueueContactReceived } from '../support/contact-received';
import type { RouteDeps } from './deps';

export const CONTACT_RATE_LIMITED_CODE = BUSINESS_ERRORS.contactRateLimited.code;

// Advisory-lock namespaces, so a contact lock never collides with another feature's keys.
const IP_LOCK = 7301;
const EMAIL_LOCK = 7302;

// No 0/O or 1/I, so a reference read out over the phone is not misheard.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `HT-C-${code}`;
}

const RATE_WINDOW = `${CONTACT_RATE_LIMIT.windowMinutes} minutes`;

async function storeMessage(
  tx: Queryable,
  contact: ContactRequest,
  ip: string,
  at: Date,
  locale: Locale,
): Promise<ContactResponse> {
  // Requests from one address, or about one e-mail, are decided one at a time, so two copies
  // sent together cannot both pass the duplicate check or the count.
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [IP_LOCK, ip]);
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK, contact.email]);

  const [sent] = await tx.query<{ reference: string }>(
    `select reference from contact_message
      where email = $1 and message = $2 and created_at > now() - $3::interval
      order by created_at desc limit 1`,
    [contact.email, contact.message, RATE_WINDOW],
  );
  if (sent) return { reference: sent.reference };

  const [recent] = await tx.query<{ count: number }>(
    `select count(*)::int as count from contact_message
      where ip = $1 and created_at > now() - $2::interval`,
    [ip, RATE_WINDOW],
  );
  if ((recent?.count ?? 0) >= CONTACT_RATE_LIMIT.maxMessages) {
    throw new ApiError('contactRateLimited');
  }

  for (;;) {
    const [stored] = await tx.query<{ reference: string }>(
      `insert into contact_message (reference, name, email, mobile, topic, message, ip, locale)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (reference) do nothing
       returning reference`,
      [
        newReference(),
        contact.name,
        contact.email,
        contact.mobile || null,
        contact.topic,
        contact.message,
        ip,
        locale,
      ],
    );
    if (stored) {
      await enqueueContactReceived(tx, stored.reference, contact, at, locale);
      return stored;
    }
  }
}

export function contactRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  defineRoute(app, '/travel/api/website/contact', (contact, { request }) =>
    // The visitor may have no account: the acknowledgement is in the language of their page.
    db.transaction((tx) => storeMessage(tx, contact, request.ip, now(), requestLocale(request))),
  );
}
