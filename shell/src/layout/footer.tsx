import {
  COMPANY_CONTACT,
  GRIEVANCE_OFFICER,
  pageTitles,
  policyRoutes,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  sitePaths,
  WINNER_NOTICE_BUSINESS_DAYS,
} from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

const quickLinks = [
  { to: sitePaths.flights, label: 'Flights' },
  { to: sitePaths.coupon, label: pageTitles.coupon },
  { to: sitePaths.travelBlog, label: pageTitles.travelBlog },
  { to: sitePaths.download, label: pageTitles.download },
  { to: sitePaths.contactUs, label: pageTitles.contactUs },
];

const Wrap = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.footer};
  color: #dfe6f3;
  font-size: 0.9rem;
  line-height: 1.6;

  a {
    color: #fff;
  }

  h2 {
    margin: 0 0 10px;
    font-size: 1rem;
    color: #fff;
  }

  p {
    margin: 0 0 8px;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 24px 24px;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 32px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
    padding: 32px 16px 16px;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgb(255 255 255 / 15%);
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 24px 28px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  justify-content: space-between;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-coupon-terms">
          <h2 id="footer-coupon-terms">Flight coupon terms</h2>
          <p>
            One coupon per flight booking. Each coupon can be used until the expiry date shown with
            it, and cannot be exchanged for cash.
          </p>
          <p>
            Every coupon purchase is one entry into the free flight ticket draw; winners are
            notified within {WINNER_NOTICE_BUSINESS_DAYS} business days.
          </p>
          <Link to={sitePaths.flightCouponTerms}>Read the full terms</Link>
        </section>
        <section aria-labelledby="footer-refunds">
          <h2 id="footer-refunds">Refunds and cancellation</h2>
          <p>
            Ask for a refund of an unused coupon from your orders. We review it within{' '}
            {REFUND_REVIEW_BUSINESS_DAYS} business days, and the refund is processed to your
            original payment method within {REFUND_PROCESSING_BUSINESS_DAYS} business days.
          </p>
          <Link to={sitePaths.refundCancellationPolicy}>Refund and cancellation policy</Link>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{COMPANY_CONTACT.name}</h2>
          <Address>
            <p>{COMPANY_CONTACT.address}</p>
            <p>
              Phone:{' '}
              <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>
                {COMPANY_CONTACT.phone}
              </a>
            </p>
            <p>
              E-mail: <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            </p>
            <p>
              Grievance Officer: {GRIEVANCE_OFFICER.name},{' '}
              <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
            </p>
          </Address>
        </section>
      </Columns>
      <Bottom>
        <nav aria-label="Policies">
          <ul>
            {policyRoutes.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <span>
          © {year} {COMPANY_CONTACT.name}
        </span>
      </Bottom>
    </Wrap>
  );
}
