import {
  COMPANY_CONTACT,
  GRIEVANCE_OFFICER,
  policyRoutes,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  sitePaths,
  WINNER_NOTICE_BUSINESS_DAYS,
} from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

/** The links and the message id of each one's text. */
const quickLinks = [
  { to: sitePaths.flights, label: 'nav.flights' },
  { to: sitePaths.coupon, label: 'page.coupon' },
  { to: sitePaths.travelBlog, label: 'page.travelBlog' },
  { to: sitePaths.download, label: 'page.download' },
  { to: sitePaths.contactUs, label: 'page.contactUs' },
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
  const t = useT();
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-coupon-terms">
          <h2 id="footer-coupon-terms">{t('footer.couponTerms.title')}</h2>
          <p>{t('footer.couponTerms.use')}</p>
          <p>{t('footer.couponTerms.draw', { days: WINNER_NOTICE_BUSINESS_DAYS })}</p>
          <Link to={sitePaths.flightCouponTerms}>{t('footer.couponTerms.link')}</Link>
        </section>
        <section aria-labelledby="footer-refunds">
          <h2 id="footer-refunds">{t('footer.refunds.title')}</h2>
          <p>
            {t('footer.refunds.text', {
              reviewDays: REFUND_REVIEW_BUSINESS_DAYS,
              processingDays: REFUND_PROCESSING_BUSINESS_DAYS,
            })}
          </p>
          <Link to={sitePaths.refundCancellationPolicy}>{t('footer.refunds.link')}</Link>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t('footer.quickLinks')}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{COMPANY_CONTACT.name}</h2>
          <Address>
            <p>{COMPANY_CONTACT.address}</p>
            <p>
              {t('footer.phone')}{' '}
              <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>
                {COMPANY_CONTACT.phone}
              </a>
            </p>
            <p>
              {t('footer.email')}{' '}
              <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            </p>
            <p>
              {t('footer.grievanceOfficer', { name: GRIEVANCE_OFFICER.name })}{' '}
              <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
            </p>
          </Address>
        </section>
      </Columns>
      <Bottom>
        <nav aria-label={t('footer.policies')}>
          <ul>
            {policyRoutes.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{t(`page.${route.page}`)}</Link>
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
