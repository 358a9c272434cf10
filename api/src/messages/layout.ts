import { COMPANY_CONTACT, GRIEVANCE_OFFICER, SITE_NAME } from '@travel/shared/contracts';
import type { ByLocale, Locale } from './locale';

/** What an e-mail says: a first line, facts as label and value, paragraphs after them. */
export interface EmailContent {
  greeting: string;
  lead: string;
  facts: [label: string, value: string][];
  paragraphs: string[];
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const FOOTERS: ByLocale<string[]> = {
  'en-IN': [
    `${COMPANY_CONTACT.name}, ${COMPANY_CONTACT.address}`,
    `Help: ${COMPANY_CONTACT.email}, ${COMPANY_CONTACT.phone}`,
    `Grievance Officer: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.email}, ${GRIEVANCE_OFFICER.phone}`,
  ],
  'hi-IN': [
    `${COMPANY_CONTACT.name}, ${COMPANY_CONTACT.address}`,
    `सहायता: ${COMPANY_CONTACT.email}, ${COMPANY_CONTACT.phone}`,
    `शिकायत अधिकारी: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.email}, ${GRIEVANCE_OFFICER.phone}`,
  ],
};

/**
 * The plain-text and HTML parts of a customer e-mail, with the company's footer, in the
 * message's language (its `<html lang>` too).
 */
export function composeEmail(
  content: EmailContent,
  locale: Locale = 'en-IN',
): { text: string; html: string } {
  const FOOTER = FOOTERS[locale];
  const text = [
    content.greeting,
    '',
    content.lead,
    '',
    ...content.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `— ${SITE_NAME}`,
    '',
    ...FOOTER,
  ].join('\n');
  const rows = content.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.lead)}</p>
<table role="presentation">${rows}</table>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>— ${escapeHtml(SITE_NAME)}</p>
<hr><p style="font-size:12px;color:#555">${FOOTER.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { text, html };
}
