import { PageContainer, PageTitle } from '@travel/shared';

export default function TravelBlogPage() {
  return (
    <PageContainer>
      <PageTitle>Travel blog</PageTitle>
      <p>
        Destination guides, travel tips, food and culture, and ways to save on travel across India.
      </p>
    </PageContainer>
  );
}
