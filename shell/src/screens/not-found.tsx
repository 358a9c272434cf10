import { Button, PageContainer, PageTitle } from '@travel/shared';
import { sitePaths } from '@travel/shared/contracts/plain';
import { useNavigate } from '@travel/shared/router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PageTitle>Page not found</PageTitle>
      <p>We could not find the page you asked for. It may have moved, or the link may be wrong.</p>
      <Button onClick={() => void navigate(sitePaths.home)}>Go to the home page</Button>
    </PageContainer>
  );
}
