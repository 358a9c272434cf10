import { sitePaths } from '@travel/shared/contracts/plain';
import { useT, type Catalogs } from '@travel/shared/i18n';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-SignUpPage-en-IN" */ '../locales/en-IN.json?screen=sign-up-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-SignUpPage-hi-IN" */ '../locales/hi-IN.json?screen=sign-up-page&messages'
    ),
};

export default function SignUpPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const goOn = useCallback(() => {
    void navigate(safeRedirectPath(redirect) ?? sitePaths.home, { replace: true });
  }, [navigate, redirect]);
  const goToSignIn = useCallback(() => {
    void navigate(withRedirect(sitePaths.signIn, redirect), { replace: true });
  }, [navigate, redirect]);

  return (
    <AuthPageLayout
      title={t('page.signUp')}
      intro={t('auth.signUpPage.intro')}
      switchPrompt={
        <>
          {t('auth.switch.haveAccount')}{' '}
          <Link to={withRedirect(sitePaths.signIn, redirect)}>{t('auth.switch.signIn')}</Link>
        </>
      }
    >
      <SignUpForm onSignedIn={goOn} onAccountCreatedButNotSignedIn={goToSignIn} />
    </AuthPageLayout>
  );
}
