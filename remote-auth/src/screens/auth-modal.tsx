import { Modal } from '@travel/shared';
import type { AuthModalProps } from '@travel/shared';
import { useT, type Catalogs } from '@travel/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Intro, SwitchPrompt } from '../ui/switch-prompt';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

type Mode = AuthModalProps['mode'];

/** The message id of each mode's title and introduction. */
const titles: Record<Mode, string> = {
  signIn: 'page.signIn',
  signUp: 'page.signUp',
};
const intros: Record<Mode, string> = {
  signIn: 'auth.modal.signInIntro',
  signUp: 'auth.modal.signUpIntro',
};

function AuthDialog({ mode: initialMode, onClose, onSignedIn }: Omit<AuthModalProps, 'open'>) {
  const t = useT();
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
    <Modal open onClose={onClose} title={t(titles[mode])} width={440}>
      <div ref={content}>
        <Intro>{t(intros[mode])}</Intro>
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
              {t('auth.switch.newHere')}{' '}
              <button type="button" onClick={() => switchTo('signUp')}>
                {t('auth.switch.createAccount')}
              </button>
            </>
          ) : (
            <>
              {t('auth.switch.haveAccount')}{' '}
              <button type="button" onClick={() => switchTo('signIn')}>
                {t('auth.switch.signIn')}
              </button>
            </>
          )}
        </SwitchPrompt>
      </div>
    </Modal>
  );
}

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-AuthModal-en-IN" */ '../locales/en-IN.json?screen=auth-modal&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-AuthModal-hi-IN" */ '../locales/hi-IN.json?screen=auth-modal&messages'
    ),
};

/** Sign-in and sign-up as a dialog over the page; it opens fresh, in `mode`, each time. */
export default function AuthModal({ open, ...dialog }: AuthModalProps) {
  return open ? <AuthDialog {...dialog} /> : null;
}
