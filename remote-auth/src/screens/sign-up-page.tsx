import { pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { useOtpEnabledCheck } from '../features/account/api/otp-enabled';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

export default function SignUpPage() {
  useOtpEnabledCheck();
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
      title={pageTitles.signUp}
      intro="Sign up in a minute. Every coupon you buy is an entry into our free flight draw."
      switchPrompt={
        <>
          Already have an account?{' '}
          <Link to={withRedirect(sitePaths.signIn, redirect)}>Sign in</Link>
        </>
      }
    >
      <SignUpForm onSignedIn={goOn} onAccountCreatedButNotSignedIn={goToSignIn} />
    </AuthPageLayout>
  );
}
