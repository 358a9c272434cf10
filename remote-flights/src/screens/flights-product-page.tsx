import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsProductPage() {
  return (
    <PageContainer>
      <PageTitle>Flight fares</PageTitle>
      <p>The fares offered for your flight, with their baggage and cancellation rules.</p>
    </PageContainer>
  );
}
