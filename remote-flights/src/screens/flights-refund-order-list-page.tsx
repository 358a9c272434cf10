import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsRefundOrderListPage() {
  return (
    <PageContainer>
      <PageTitle>Flight refunds</PageTitle>
      <p>The refunds requested for one flight booking and their status.</p>
    </PageContainer>
  );
}
