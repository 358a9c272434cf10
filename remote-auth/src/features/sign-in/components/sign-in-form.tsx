import { useT } from '@travel/shared/i18n';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ResetPassword } from './reset-password';
import { EmailPasswordForm } from './email-password-form';
import { MobilePasswordForm } from './mobile-password-form';
import { OtpSignInForm } from './otp-sign-in-form';
import { panelId, SignInTabs, tabId, type SignInMethod } from './sign-in-tabs';
import { useOtpSwitch } from '../../../api/otp-switch';

const forms = {
  mobile: MobilePasswordForm,
  email: EmailPasswordForm,
  otp: OtpSignInForm,
} as const;

const Forgot = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: right;

  button {
    padding: 0;
    border: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
  }
`;

/**
 * Sign in by mobile and password, e-mail and password, or (when the server allows) OTP; "Forgot
 * password?" swaps the form for the password reset, on the page and in the dialog alike.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const idPrefix = useId();
  const otpEnabled = useOtpSwitch();
  const [chosen, setChosen] = useState<SignInMethod>('mobile');
  const [resetting, setResetting] = useState(false);
  const methods: SignInMethod[] = otpEnabled ? ['mobile', 'email', 'otp'] : ['mobile', 'email'];
  // The server may switch OTP off while its tab is open.
  const method = methods.includes(chosen) ? chosen : 'mobile';
  const Form = forms[method];

  if (resetting) {
    return <ResetPassword onSignedIn={onSignedIn} onBack={() => setResetting(false)} />;
  }

  return (
    <>
      <SignInTabs idPrefix={idPrefix} methods={methods} selected={method} onSelect={setChosen} />
      <div role="tabpanel" id={panelId(idPrefix, method)} aria-labelledby={tabId(idPrefix, method)}>
        <Form key={method} idPrefix={`${idPrefix}-${method}`} onSignedIn={onSignedIn} />
      </div>
      <Forgot>
        <button type="button" onClick={() => setResetting(true)}>
          {t('auth.signIn.forgot')}
        </button>
      </Forgot>
    </>
  );
}
