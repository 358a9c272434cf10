import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsBookingPage() {
  return (
    <PageContainer>
      <PageTitle>Book your flight</PageTitle>
      <p>Traveller details, contact details and payment for your booking.</p>
    </PageContainer>
  );
}
