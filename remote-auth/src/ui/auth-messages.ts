/** The success notices of docs/product.md "Notices and errors", word for word. */
export const SIGN_UP_SUCCESS_MESSAGE = 'Sign up success!';
export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const SEND_OTP_SUCCESS_MESSAGE = 'Send successful';
