import { APP_DOWNLOAD_LINKS } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media, Card } from '@travel/shared';
import { useT, type Catalogs } from '@travel/shared/i18n';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { StoreButtons } from '../features/download/components/store-buttons';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-DownloadPage-en-IN" */ '../locales/en-IN.json?screen=download-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-DownloadPage-hi-IN" */ '../locales/hi-IN.json?screen=download-page&messages'
    ),
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 32px;
  }

  li::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 0;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.successSoft}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='10' viewBox='0 0 12 10'%3E%3Cpath d='M1 5l3.5 3.5L11 1' fill='none' stroke='%231E7D3A' stroke-width='2'/%3E%3C/svg%3E")
      no-repeat center;
  }
`;

const QrCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  svg {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Steps = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: 1.5rem;
  }

  ol {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }

  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primarySoft};
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }

  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    ol {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Requirements = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function DownloadPage() {
  const t = useT();
  return (
    <PageContainer>
      <Layout>
        <div>
          <PageTitle>{t('content.download.title')}</PageTitle>
          <Lead>{t('content.download.lead')}</Lead>
          <Features>
            <li>{t('content.download.feature.pay')}</li>
            <li>{t('content.download.feature.keep')}</li>
            <li>{t('content.download.feature.refund')}</li>
            <li>{t('content.download.feature.draw')}</li>
          </Features>
          <StoreButtons />
          <Requirements>{t('content.download.requirements')}</Requirements>
        </div>
        <QrCard as="section" aria-labelledby="download-qr-title">
          <h2 id="download-qr-title">{t('content.download.qr.title')}</h2>
          <QRCodeSVG
            value={APP_DOWNLOAD_LINKS.page}
            size={200}
            level="M"
            role="img"
            aria-label={t('content.download.qr.label', { url: APP_DOWNLOAD_LINKS.page })}
          />
          <p>{t('content.download.qr.text')}</p>
          <a href={APP_DOWNLOAD_LINKS.page}>{APP_DOWNLOAD_LINKS.page.replace('https://', '')}</a>
        </QrCard>
      </Layout>
      <Steps aria-labelledby="download-steps-title">
        <h2 id="download-steps-title">{t('content.download.steps.title')}</h2>
        <ol>
          <li>
            <h3>{t('content.download.steps.install.title')}</h3>
            <p>{t('content.download.steps.install.text')}</p>
          </li>
          <li>
            <h3>{t('content.download.steps.signIn.title')}</h3>
            <p>{t('content.download.steps.signIn.text')}</p>
          </li>
          <li>
            <h3>{t('content.download.steps.fly.title')}</h3>
            <p>{t('content.download.steps.fly.text')}</p>
          </li>
        </ol>
      </Steps>
    </PageContainer>
  );
}
