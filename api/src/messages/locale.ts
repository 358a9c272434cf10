import { DEFAULT_LOCALE, type Locale, isLocale } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import type { EmailContent } from './layout';

export type { Locale };

/**
 * A message's or document's words in each of the site's languages, side by side: English is
 * the spec's and the fallback, Hindi follows docs/hindi-glossary.md.
 */
export type ByLocale<T> = Record<Locale, T>;

/** A message's words in one language: its e-mail's subject and content, and its SMS. */
export interface MessageWords<Facts> {
  subject: (facts: Facts) => string;
  content: (facts: Facts) => EmailContent;
  sms: (variables: Record<string, string>) => string;
}

/** The language stored with an account (en-IN when it has none). */
export async function accountLocale(db: Queryable, userId: number): Promise<Locale> {
  const [row] = await db.query<{ locale: string }>('select locale from app_user where id = $1', [
    userId,
  ]);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/** Reads a stored language, English for anything else. */
export const storedLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
