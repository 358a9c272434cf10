import type { Translate } from '@travel/shared/i18n';

/**
 * A baggage allowance as the api words it ('7 kg (1 piece)', '2 × 7 kg', '25 kg') in the page's
 * language: only the pieces are words.
 */
export function baggageText(t: Translate, allowance: string): string {
  return allowance.replace(
    /\((\d+) pieces?\)/,
    (_, count: string) => `(${t('flights.baggage.pieces', { count: Number(count) })})`,
  );
}
