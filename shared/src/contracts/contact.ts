import { groupIndian } from './money';
export const CONTACT_TOPICS = [
  { value: 'coupon-purchase', label: 'Buying a flight coupon' },
  { value: 'coupon-use', label: 'Using a coupon on a flight' },
  { value: 'flight-booking', label: 'A flight booking' },
  { value: 'refund', label: 'Refunds and cancellation' },
  { value: 'prize-draw', label: 'The free flight ticket draw' },
  { value: 'account', label: 'My account or sign-in' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** How many messages one address may send within the window, counted in the database. */
export const CONTACT_RATE_LIMIT = { maxMessages: 5, windowMinutes: 10 } as const;

export const CONTACT_TOPIC_MESSAGE = 'Please choose what your message is about';
export const CONTACT_MESSAGE_REQUIRED_MESSAGE = 'Please write your message';
export const CONTACT_MESSAGE_TOO_SHORT_MESSAGE = `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters so we can help`;
export const CONTACT_MESSAGE_TOO_LONG_MESSAGE = `Please keep your message to ${groupIndian(CONTACT_MESSAGE_MAX_LENGTH)} characters or fewer`;
export const CONTACT_RATE_LIMITED_MESSAGE = `You have sent ${CONTACT_RATE_LIMIT.maxMessages} messages in the last ${CONTACT_RATE_LIMIT.windowMinutes} minutes. Please wait a few minutes before sending another, or call us.`;

export const CONTACT_REFERENCE_PATTERN = /^HT-C-[0-9A-Z]{6}$/;
