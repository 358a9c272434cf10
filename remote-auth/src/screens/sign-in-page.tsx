import { sitePaths } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { useOtpEnabledCheck } from '../features/account/api/otp-enabled';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

export { catalogs } from '../locales';

export default function SignInPage() {
  useOtpEnabledCheck();
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
