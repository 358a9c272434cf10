import { sitePaths } from '@travel/shared/contracts/plain';
import { BrandLogo, LanguageSwitch, media, Card as CardSurface } from '@travel/shared';
import { RichMessage, useT } from '@travel/shared/i18n';
import type { ReactNode } from 'react';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { Intro, SwitchPrompt } from './switch-prompt';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.background} 75%
  );

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  }
`;

const Top = styled.div`
  width: 100%;
  max-width: 440px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
`;

const BackLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Card = styled(CardSurface)`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.lg}`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};

  ${media.mobile} {
    font-size: 1.5rem;
  }
`;

const Legal = styled.p`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
  }
`;

/** The sign-in and sign-up pages stand alone (no site header): a card with the brand above. */
export function AuthPageLayout({
  title,
  intro,
  switchPrompt,
  children,
}: {
  title: string;
  intro: string;
  switchPrompt: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Page>
      <Top>
        <HomeLink to={sitePaths.home} aria-label={t('auth.layout.home')}>
          <BrandLogo />
        </HomeLink>
        <TopActions>
          <LanguageSwitch />
          <BackLink to={sitePaths.home}>{t('auth.layout.back')}</BackLink>
        </TopActions>
      </Top>
      <Card as="section" aria-labelledby="auth-page-title">
        <Title id="auth-page-title">{title}</Title>
        <Intro>{intro}</Intro>
        {children}
        <SwitchPrompt>{switchPrompt}</SwitchPrompt>
      </Card>
      <Legal>
        <RichMessage
          id="auth.layout.legal"
          parts={{
            terms: <Link to={sitePaths.flightCouponTerms}>{t('auth.layout.terms')}</Link>,
            privacy: <Link to={sitePaths.privacyPolicy}>{t('auth.layout.privacy')}</Link>,
          }}
        />
      </Legal>
    </Page>
  );
}
