import {
  formatIndiaDate,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  sitePaths,
} from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: 1.25rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-weight: 700;
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }

  strong {
    display: block;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Refunds = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** `expirationDate`: the last day of use of the coupons on sale now, when a series is on sale. */
export function HowItWorks({ expirationDate }: { expirationDate: string | null }) {
  return (
    <Section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How it works</h2>
      <Steps>
        <li>
          <div>
            <strong>Pay by UPI</strong>
            <span>Scan the QR code with any UPI app, or pay on your phone in one tap.</span>
          </div>
        </li>
        <li>
          <div>
            <strong>Get your coupon code</strong>
            <span>
              It appears as soon as the payment is confirmed and stays in My coupon orders.
            </span>
          </div>
        </li>
        <li>
          <div>
            <strong>Use it on a flight booking</strong>
            <span>
              The full face value comes off your fare
              {expirationDate ? `, until ${formatIndiaDate(expirationDate)}` : ''}.
            </span>
          </div>
        </li>
      </Steps>
      <Refunds>
        Changed your plans? Ask for a refund of an unused coupon in My coupon orders: we review it
        in {REFUND_REVIEW_BUSINESS_DAYS} business days and the money reaches your account in{' '}
        {REFUND_PROCESSING_BUSINESS_DAYS} business days.{' '}
        <Link to={sitePaths.refundCancellationPolicy}>Refund and cancellation policy</Link>
      </Refunds>
    </Section>
  );
}
