import {
  DEFAULT_LOCALE,
  FLIGHT_CANCELLATION_TERMS,
  FLIGHT_COUPON_TERMS,
  type Locale,
} from '@travel/shared/contracts/plain';

/**
 * Rules the API enforces, written once in @travel/shared and placed into a page where its
 * markdown has a line `{{name}}`: the pages then say exactly what checkout and the API do.
 */
export const SHARED_RULES: Readonly<Record<string, readonly string[]>> = {
  flightCouponTerms: FLIGHT_COUPON_TERMS,
  flightCancellationTerms: FLIGHT_CANCELLATION_TERMS,
};

/** A rule in another language, beside the English it was translated from. */
export type TranslatedRule = { english: readonly string[]; text: readonly string[] };

/**
 * The shared rules for the pages in other languages (content/pages/<locale>/*.md). Each keeps
 * the English it translates: when a rule in @travel/shared changes, the translated pages stop
 * building until their text is brought up to date, so no page states an old rule.
 */
export const TRANSLATED_RULES: Readonly<
  Partial<Record<Locale, Readonly<Record<string, TranslatedRule>>>>
> = {
  'hi-IN': {
    flightCouponTerms: {
      english: [
        'One coupon per booking. Only your own coupons that are paid for, unused, not refunded or being refunded, and not expired can be used.',
        'The coupon’s value comes off the base fare of the booking. Taxes, airport charges and the convenience fee are always paid by UPI.',
        'A coupon worth more than the base fare pays the whole base fare; the rest of its value is not paid out, not kept as credit and cannot be used again.',
        'While the payment is pending the coupon is held for the booking. If the payment fails, is cancelled or its time runs out, the coupon is released and can be used again.',
        'Once the booking is paid the coupon is used: it can no longer be refunded as a coupon or used for another booking.',
        'When travellers are cancelled, the coupon is not paid back in money: each cancelled traveller’s refund is reduced by their share of the coupon (the coupon split over the travellers in proportion to their base fare).',
      ],
      text: [
        'एक बुकिंग पर एक ही कूपन लगता है। सिर्फ़ आपके अपने वही कूपन इस्तेमाल हो सकते हैं जिनका भुगतान हो चुका है, जो अभी इस्तेमाल नहीं हुए हैं, जिनका रिफ़ंड न हुआ है और न चल रहा है, और जिनकी समाप्ति तिथि नहीं निकली है।',
        'कूपन की क़ीमत बुकिंग के मूल किराए में से घटती है। टैक्स, एयरपोर्ट शुल्क और सुविधा शुल्क का भुगतान हमेशा UPI से करना होता है।',
        'अगर कूपन की क़ीमत मूल किराए से ज़्यादा है, तो वह पूरा मूल किराया चुका देता है; बची हुई क़ीमत न पैसे के रूप में लौटाई जाती है, न क्रेडिट के रूप में रखी जाती है, और न ही दोबारा इस्तेमाल हो सकती है।',
        'जब तक भुगतान बाक़ी है, कूपन उस बुकिंग के लिए रुका रहता है। अगर भुगतान विफल हो जाए, रद्द हो जाए या उसका समय ख़त्म हो जाए, तो कूपन छोड़ दिया जाता है और आप उसे फिर से इस्तेमाल कर सकते हैं।',
        'बुकिंग का भुगतान होते ही कूपन इस्तेमाल हो जाता है: उसके बाद न तो कूपन के रूप में उसका रिफ़ंड हो सकता है, न ही उसे किसी दूसरी बुकिंग में लगाया जा सकता है।',
        'यात्रियों को रद्द करने पर कूपन की क़ीमत पैसे में वापस नहीं मिलती: रद्द किए गए हर यात्री के रिफ़ंड में से कूपन में उसका हिस्सा घटा दिया जाता है (कूपन सभी यात्रियों में उनके मूल किराए के अनुपात में बँटता है)।',
      ],
    },
    flightCancellationTerms: {
      english: [
        'Cancel one traveller or the whole booking online until 2 hours before the first flight leaves.',
        'The refund is the fare paid for each cancelled traveller, less the airline’s cancellation fee of the fare family (per traveller and direction, never more than the base fare), our fee of ₹300 per traveller and the traveller’s share of any coupon. Taxes and airport charges are refunded; the convenience fee is not.',
        'The refund goes back by the original payment route (UPI, to the account that paid) and should reach it within 7 business days.',
        'An infant travels on an adult’s lap: an adult cannot be cancelled while more infants than adults would be left.',
      ],
      text: [
        'पहली फ़्लाइट के प्रस्थान से 2 घंटे पहले तक आप एक यात्री या पूरी बुकिंग ऑनलाइन रद्द कर सकते हैं।',
        'रिफ़ंड में रद्द किए गए हर यात्री का चुकाया गया किराया मिलता है, जिसमें से ये घटते हैं: फ़ेयर फ़ैमिली के हिसाब से एयरलाइन का रद्द करने का शुल्क (प्रति यात्री, प्रति दिशा, और कभी भी मूल किराए से ज़्यादा नहीं), हमारा शुल्क ₹300 प्रति यात्री, और कूपन लगा हो तो उसमें यात्री का हिस्सा। टैक्स और एयरपोर्ट शुल्क वापस मिलते हैं; सुविधा शुल्क वापस नहीं मिलता।',
        'रिफ़ंड उसी रास्ते से लौटता है जिससे भुगतान हुआ था (UPI से, उसी खाते में जिससे भुगतान किया गया था) और 7 कार्य दिवसों के भीतर पहुँच जाना चाहिए।',
        'शिशु किसी वयस्क की गोद में यात्रा करता है: जिस वयस्क को रद्द करने से बुकिंग में वयस्कों से ज़्यादा शिशु रह जाएँ, उसे रद्द नहीं किया जा सकता।',
      ],
    },
  },
};

/** A shared rule's lines in `locale`; an unknown name, or a translation of an old rule, throws. */
export function sharedRule(
  name: string,
  locale: Locale,
  file: string,
  translations: typeof TRANSLATED_RULES = TRANSLATED_RULES,
): readonly string[] {
  const rule = SHARED_RULES[name];
  if (!rule) throw new Error(`${file}: {{${name}}} is not a rule of @travel/shared`);
  if (locale === DEFAULT_LOCALE) return rule;
  const translated = translations[locale]?.[name];
  if (!translated) {
    throw new Error(
      `${file}: {{${name}}} has no ${locale} text in TRANSLATED_RULES (shared-rules.ts)`,
    );
  }
  if (
    translated.english.length !== rule.length ||
    translated.text.length !== rule.length ||
    translated.english.some((line, index) => line !== rule[index])
  ) {
    throw new Error(
      `${file}: {{${name}}} changed in @travel/shared; bring its ${locale} text in TRANSLATED_RULES (shared-rules.ts) up to date`,
    );
  }
  return translated.text;
}

const PLACEHOLDER = /^\{\{(\w+)\}\}$/gm;

/**
 * Replaces each `{{name}}` line with that rule as a bullet list, in the page's language
 * (English unless said); an unknown name is an error.
 */
export function expandSharedRules(
  markdown: string,
  file: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return markdown.replace(PLACEHOLDER, (_, name: string) =>
    sharedRule(name, locale, file)
      .map((line) => `- ${line}`)
      .join('\n'),
  );
}
