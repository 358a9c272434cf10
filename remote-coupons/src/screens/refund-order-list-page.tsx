import { PageContainer, PageTitle } from '@travel/shared';

export default function RefundOrderListPage() {
  return (
    <PageContainer>
      <PageTitle>My refunds</PageTitle>
      <p>The refunds you have asked for on your coupon orders and where each one stands.</p>
    </PageContainer>
  );
}
