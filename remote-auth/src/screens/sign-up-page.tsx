import { sitePaths } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { useOtpEnabledCheck } from '../features/account/api/otp-enabled';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

export { catalogs } from '../locales';

export default function SignUpPage() {
  useOtpEnabledCheck();
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
