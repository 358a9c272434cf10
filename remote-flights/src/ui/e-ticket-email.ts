import type { FlightOrder } from '@travel/shared';
import type { Translate } from '@travel/shared/i18n';

/** What the page says of the e-mail with the e-ticket: only what has happened to it. */
export function eTicketEmailNote(t: Translate, email: FlightOrder['eTicketEmail']): string | null {
  if (!email) return null;
  switch (email.status) {
    case 'queued':
    case 'sending':
      return t('flights.eTicketEmail.sending', { email: email.to });
    case 'sent':
      return t('flights.eTicketEmail.sent', { email: email.to });
    case 'failed':
      return t('flights.eTicketEmail.failed', { email: email.to });
  }
}
