import { PageContainer, PageTitle } from '@travel/shared';

export default function SignUpPage() {
  return (
    <PageContainer>
      <PageTitle>Create your account</PageTitle>
      <p>
        Sign up with your name, e-mail address, +91 mobile number and a six-character password. You
        are signed in as soon as your account is created.
      </p>
    </PageContainer>
  );
}
