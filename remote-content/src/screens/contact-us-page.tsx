import { PageContainer, PageTitle } from '@travel/shared';

export default function ContactUsPage() {
  return (
    <PageContainer>
      <PageTitle>Contact us</PageTitle>
      <p>Write to our support team or call us; we answer every message within one business day.</p>
    </PageContainer>
  );
}
