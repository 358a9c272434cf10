import { PageContainer, PageTitle } from '@travel/shared';

export default function DownloadPage() {
  return (
    <PageContainer>
      <PageTitle>Download the HegTravel app</PageTitle>
      <p>Get the app for Android and iPhone to search flights and use your coupons on the go.</p>
    </PageContainer>
  );
}
