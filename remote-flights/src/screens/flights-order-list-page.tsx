import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsOrderListPage() {
  return (
    <PageContainer>
      <PageTitle>My flight orders</PageTitle>
      <p>Your flight bookings, newest first, with their payment status.</p>
    </PageContainer>
  );
}
