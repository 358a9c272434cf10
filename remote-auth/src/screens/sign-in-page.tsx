import { PageContainer, PageTitle } from '@travel/shared';

export default function SignInPage() {
  return (
    <PageContainer>
      <PageTitle>Sign in</PageTitle>
      <p>
        Sign in with your +91 mobile number and password, your e-mail address and password, or a
        one-time code sent by SMS.
      </p>
    </PageContainer>
  );
}
