import { APP_DOWNLOAD_LINKS } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media, Card } from '@travel/shared';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { StoreButtons } from '../features/download/components/store-buttons';

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
  return (
    <PageContainer>
      <Layout>
        <div>
          <PageTitle>Download the HegTravel app</PageTitle>
          <Lead>
            Search flights, buy flight coupons and keep every order in one place, on Android and
            iPhone. The app is free.
          </Lead>
          <Features>
            <li>Buy flight coupons with UPI, cards or net banking in a few taps</li>
            <li>Keep your coupon codes, orders and draw entries together</li>
            <li>Follow a refund from request to your bank account</li>
            <li>Hear first if you win the free flight ticket draw</li>
          </Features>
          <StoreButtons />
          <Requirements>Needs Android 8.0 or later, or iOS 15 or later.</Requirements>
        </div>
        <QrCard as="section" aria-labelledby="download-qr-title">
          <h2 id="download-qr-title">Scan to download</h2>
          <QRCodeSVG
            value={APP_DOWNLOAD_LINKS.page}
            size={200}
            level="M"
            role="img"
            aria-label={`QR code that opens ${APP_DOWNLOAD_LINKS.page}`}
          />
          <p>Point your phone&apos;s camera at the code, or open this link on your phone:</p>
          <a href={APP_DOWNLOAD_LINKS.page}>{APP_DOWNLOAD_LINKS.page.replace('https://', '')}</a>
        </QrCard>
      </Layout>
      <Steps aria-labelledby="download-steps-title">
        <h2 id="download-steps-title">Get started in three steps</h2>
        <ol>
          <li>
            <h3>Install the app</h3>
            <p>Use the buttons above or scan the code with your phone.</p>
          </li>
          <li>
            <h3>Sign in</h3>
            <p>Use your mobile number or e-mail address; your orders from the website are there.</p>
          </li>
          <li>
            <h3>Fly for less</h3>
            <p>Apply a coupon when you book, and watch for the result of the next draw.</p>
          </li>
        </ol>
      </Steps>
    </PageContainer>
  );
}
