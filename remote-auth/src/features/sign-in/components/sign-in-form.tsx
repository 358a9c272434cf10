import { useOtpEnabled } from '@travel/shared';
import { useId, useState } from 'react';
import { EmailPasswordForm } from './email-password-form';
import { MobilePasswordForm } from './mobile-password-form';
import { OtpSignInForm } from './otp-sign-in-form';
import { panelId, SignInTabs, tabId, type SignInMethod } from './sign-in-tabs';

const forms = {
  mobile: MobilePasswordForm,
  email: EmailPasswordForm,
  otp: OtpSignInForm,
} as const;

/** Sign in by mobile and password, e-mail and password, or (when the server allows) OTP. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const idPrefix = useId();
  const otpEnabled = useOtpEnabled();
  const [chosen, setChosen] = useState<SignInMethod>('mobile');
  const methods: SignInMethod[] = otpEnabled ? ['mobile', 'email', 'otp'] : ['mobile', 'email'];
  // The server may switch OTP off while its tab is open.
  const method = methods.includes(chosen) ? chosen : 'mobile';
  const Form = forms[method];

  return (
    <>
      <SignInTabs idPrefix={idPrefix} methods={methods} selected={method} onSelect={setChosen} />
      <div role="tabpanel" id={panelId(idPrefix, method)} aria-labelledby={tabId(idPrefix, method)}>
        <Form key={method} idPrefix={`${idPrefix}-${method}`} onSignedIn={onSignedIn} />
      </div>
    </>
  );
}
