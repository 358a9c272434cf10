import { PageContainer, PageTitle } from '@travel/shared';

export default function CouponPage() {
  return (
    <PageContainer>
      <PageTitle>Flight coupons</PageTitle>
      <p>
        Nine flight-booking coupons, from ₹350 off for ₹99 to ₹11,000 off for ₹9,999, paid with UPI.
        Every coupon is one entry into the free flight ticket draw.
      </p>
    </PageContainer>
  );
}
