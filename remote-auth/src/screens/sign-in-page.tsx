import { sitePaths } from '@travel/shared/contracts/plain';
import { useT, type Catalogs } from '@travel/shared/i18n';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-SignInPage-en-IN" */ '../locales/en-IN.json?screen=sign-in-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-SignInPage-hi-IN" */ '../locales/hi-IN.json?screen=sign-in-page&messages'
    ),
};

export default function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const goOn = useCallback(() => {
    void navigate(safeRedirectPath(redirect) ?? sitePaths.home, { replace: true });
  }, [navigate, redirect]);

  return (
    <AuthPageLayout
      title={t('page.signIn')}
      intro={t('auth.signInPage.intro')}
      switchPrompt={
        <>
          {t('auth.switch.newHere')}{' '}
          <Link to={withRedirect(sitePaths.signUp, redirect)}>
            {t('auth.switch.createAccount')}
          </Link>
        </>
      }
    >
      <SignInForm onSignedIn={goOn} />
    </AuthPageLayout>
  );
}
