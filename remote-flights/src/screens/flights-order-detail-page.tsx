import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsOrderDetailPage() {
  return (
    <PageContainer>
      <PageTitle>Flight order details</PageTitle>
      <p>The itinerary, travellers and payment of one flight booking.</p>
    </PageContainer>
  );
}
