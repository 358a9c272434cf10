import { defineScreens, dialog, page, type AuthModalProps } from '@travel/shared/contracts/plain';
import { otpSwitchAnswer } from './api/otp-answer';

/** What this remote exposes to the shell; its build, its dev page and the shell's types follow. */
export default defineScreens('remote_auth', {
  SignInPage: page('./src/screens/sign-in-page.tsx', { answers: [otpSwitchAnswer] }),
  SignUpPage: page('./src/screens/sign-up-page.tsx', { answers: [otpSwitchAnswer] }),
  AuthModal: dialog<AuthModalProps>('./src/screens/auth-modal.tsx'),
});
