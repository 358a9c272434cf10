import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsInfoPage() {
  return (
    <PageContainer>
      <PageTitle>Flight information</PageTitle>
      <p>The timings, stops and duration of each segment of the flight you picked.</p>
    </PageContainer>
  );
}
