/** A one-time code to sign in or up, or a message to a customer about their order. */
export type SmsPurpose = 'login' | 'sign-up' | 'reset-password' | 'customer-message';

export interface SmsMessage {
  /** 10 digits, without the country code (always +91). */
  mobile: string;
  /** The whole text, as the DLT-registered template renders it. */
  text: string;
  /** The gateway's template id (for MSG91 the template mapped to the DLT template id). */
  templateId: string;
  purpose: SmsPurpose;
  /** Values of the template's variables, e.g. { otp: '123456' }. */
  variables: Record<string, string>;
}

export interface SmsSender {
  readonly provider: 'outbox' | 'msg91';
  /** Resolves once the gateway has accepted the message; rejects with SmsSendError otherwise. */
  send: (message: SmsMessage) => Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
