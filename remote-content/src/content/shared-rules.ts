import { FLIGHT_CANCELLATION_TERMS, FLIGHT_COUPON_TERMS } from '@travel/shared/contracts/plain';

/**
 * Rules the API enforces, written once in @travel/shared and placed into a page where its
 * markdown has a line `{{name}}`: the pages then say exactly what checkout and the API do.
 */
export const SHARED_RULES: Readonly<Record<string, readonly string[]>> = {
  flightCouponTerms: FLIGHT_COUPON_TERMS,
  flightCancellationTerms: FLIGHT_CANCELLATION_TERMS,
};

const PLACEHOLDER = /^\{\{(\w+)\}\}$/gm;

/** Replaces each `{{name}}` line with that rule as a bullet list; an unknown name is an error. */
export function expandSharedRules(markdown: string, file: string): string {
  return markdown.replace(PLACEHOLDER, (_, name: string) => {
    const rule = SHARED_RULES[name];
    if (!rule) throw new Error(`${file}: {{${name}}} is not a rule of @travel/shared`);
    return rule.map((line) => `- ${line}`).join('\n');
  });
}
