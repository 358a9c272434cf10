import { PageContainer, PageTitle } from '@travel/shared';

export default function CouponOrderListPage() {
  return (
    <PageContainer>
      <PageTitle>My coupon orders</PageTitle>
      <p>
        Every coupon you have bought, its payment status, its coupon code once paid, and your draw
        entries.
      </p>
    </PageContainer>
  );
}
