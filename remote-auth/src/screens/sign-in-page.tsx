import { pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import { safeRedirectPath, withRedirect } from '../features/account/redirect';
import { useOtpEnabledCheck } from '../features/account/api/otp-enabled';
import { AuthPageLayout } from '../ui/auth-page-layout';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

export default function SignInPage() {
  useOtpEnabledCheck();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const goOn = useCallback(() => {
    void navigate(safeRedirectPath(redirect) ?? sitePaths.home, { replace: true });
  }, [navigate, redirect]);

  return (
    <AuthPageLayout
      title={pageTitles.signIn}
      intro="Welcome back. Sign in to buy coupons and see your orders."
      switchPrompt={
        <>
          New to HegTravel?{' '}
          <Link to={withRedirect(sitePaths.signUp, redirect)}>Create an account</Link>
        </>
      }
    >
      <SignInForm onSignedIn={goOn} />
    </AuthPageLayout>
  );
}
