import { Button, PageContainer, PageTitle } from '@travel/shared';
import { sitePaths } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import { useNavigate } from '@travel/shared/router';

export function NotFound() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <PageContainer>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <Button onClick={() => void navigate(sitePaths.home)}>{t('notFound.home')}</Button>
    </PageContainer>
  );
}
