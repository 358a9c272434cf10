import { PageContainer, PageTitle } from '@travel/shared';

export default function HomePage() {
  return (
    <PageContainer>
      <PageTitle>Fly for less across India</PageTitle>
      <p>
        Flight-booking coupons worth up to ₹11,000, flight deals from Indian cities, hotel cities
        and travel stories.
      </p>
    </PageContainer>
  );
}
