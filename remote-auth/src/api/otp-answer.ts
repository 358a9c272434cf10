import { pageAnswer } from '@travel/shared/contracts/plain';

/** The query of the server's OTP switch, as the browser asks for it and the page carries it. */
export const OTP_SWITCH_KEY = ['auth', 'otp-enabled'];

/**
 * The sign-in and sign-up pages' HTML carries the server's OTP switch (screens.ts): the form is
 * painted with the sign-in methods the server offers, and starts without asking for them.
 */
export const otpSwitchAnswer = pageAnswer(OTP_SWITCH_KEY, '/travel/api/website/auth/check', {});
