import { pageTitles } from '@travel/shared/contracts/plain';
import { Modal } from '@travel/shared';
import type { AuthModalProps } from '@travel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOtpEnabledCheck } from '../features/account/api/otp-enabled';
import { Intro, SwitchPrompt } from '../ui/switch-prompt';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

type Mode = AuthModalProps['mode'];

const titles: Record<Mode, string> = {
  signIn: pageTitles.signIn,
  signUp: pageTitles.signUp,
};
const intros: Record<Mode, string> = {
  signIn: 'Sign in to buy coupons and see your orders.',
  signUp: 'Every coupon you buy is an entry into our free flight draw.',
};

function AuthDialog({ mode: initialMode, onClose, onSignedIn }: Omit<AuthModalProps, 'open'>) {
  useOtpEnabledCheck();
  const [mode, setMode] = useState<Mode>(initialMode);
  const content = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    // The switch button just pressed is gone: carry focus to the first field of the new form.
    if (!switched.current) return;
    content.current?.querySelector('input')?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  const finish = useCallback(() => {
    onSignedIn?.();
    onClose();
  }, [onClose, onSignedIn]);

  return (
    <Modal open onClose={onClose} title={titles[mode]} width={440}>
      <div ref={content}>
        <Intro>{intros[mode]}</Intro>
        {mode === 'signIn' ? (
          <SignInForm onSignedIn={finish} />
        ) : (
          <SignUpForm
            onSignedIn={finish}
            onAccountCreatedButNotSignedIn={() => switchTo('signIn')}
          />
        )}
        <SwitchPrompt>
          {mode === 'signIn' ? (
            <>
              New to HegTravel?{' '}
              <button type="button" onClick={() => switchTo('signUp')}>
                Create an account
              </button>
            </>
          ) : (
            <>
              Already have an account?{' '}
              <button type="button" onClick={() => switchTo('signIn')}>
                Sign in
              </button>
            </>
          )}
        </SwitchPrompt>
      </div>
    </Modal>
  );
}

/** Sign-in and sign-up as a dialog over the page; it opens fresh, in `mode`, each time. */
export default function AuthModal({ open, ...dialog }: AuthModalProps) {
  return open ? <AuthDialog {...dialog} /> : null;
}
