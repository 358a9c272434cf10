import { sitePaths } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { Section } from '../../../ui/section';

/* App promotion */

const AppBand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, #0b3d91, #12408a 55%, #1d5fbf);
  color: #fff;

  h2 {
    margin: 0 0 4px;
    font-size: 1.4rem;
  }

  p {
    margin: 0;
    opacity: 0.92;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export function AppPromotion() {
  const t = useT();
  return (
    <Section aria-labelledby="app-promotion-title">
      <AppBand>
        <div>
          <h2 id="app-promotion-title">{t('content.app.title')}</h2>
          <p>{t('content.app.text')}</p>
        </div>
        <Link to={sitePaths.download}>{t('page.download')}</Link>
      </AppBand>
    </Section>
  );
}
