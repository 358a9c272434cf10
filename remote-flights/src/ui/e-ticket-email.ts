import type { FlightOrder } from '@travel/shared';

/** What the page says of the e-mail with the e-ticket: only what has happened to it. */
export function eTicketEmailNote(email: FlightOrder['eTicketEmail']): string | null {
  if (!email) return null;
  switch (email.status) {
    case 'queued':
    case 'sending':
      return `The e-ticket is on its way to ${email.to}.`;
    case 'sent':
      return `The e-ticket was sent to ${email.to}.`;
    case 'failed':
      return `We could not e-mail the e-ticket to ${email.to}. You can download it from the booking.`;
  }
}
