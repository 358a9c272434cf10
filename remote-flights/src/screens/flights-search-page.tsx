import { PageContainer, PageTitle } from '@travel/shared';

export default function FlightsSearchPage() {
  return (
    <PageContainer>
      <PageTitle>Search flights</PageTitle>
      <p>Search flights between Indian cities and abroad by date, travellers and cabin class.</p>
    </PageContainer>
  );
}
