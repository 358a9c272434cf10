import { useRef } from 'react';
import { formatInr, sitePaths } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { RichMessage, useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { Section, SectionHeading } from '../../../ui/section';
import { useCouponCatalogue } from '../api/coupon-catalogue';
import { CardList, MoreLink, cardLink } from './section-parts';

/* Coupon offer */

const CouponGrid = styled(CardList)`
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/* The grid keeps its height while the catalogue is on its way: nothing below it moves. */
const CARD_HEIGHT = '8.5rem';
const CARD_HEIGHT_MOBILE = '7.75rem';

/**
 * A coupon card: a link once the catalogue is here, an empty card of the same size and the same
 * class before (the class exists from the server's render, so hydrating adds no styles); its
 * colour is the tier's, set on the element.
 */
const CouponCard = styled.div`
  ${cardLink}
  position: relative;
  min-height: ${CARD_HEIGHT};
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  overflow: hidden;

  /* The punched edge of a paper coupon. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: -10px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transform: translateY(-50%);
  }

  small {
    font-size: 0.8rem;
    opacity: 0.92;
  }

  .pay {
    font-size: 1.05rem;
    font-weight: 600;
  }

  .get {
    font-size: 1.6rem;
    font-weight: 800;
    line-height: 1.15;
  }

  ${media.mobile} {
    min-height: ${CARD_HEIGHT_MOBILE};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} 12px`};

    .get {
      font-size: 1.3rem;
    }
  }
`;

const NoneOnSale = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** As many cards as the catalogue usually has, drawn while it loads. */
const SLOTS = 9;
const LOADING_CARD = { background: 'rgba(90, 100, 116, 0.18)' } as const;

export function CouponOffers() {
  const t = useT();
  const grid = useRef<HTMLElement>(null);
  const catalogue = useCouponCatalogue(grid);
  const products = catalogue.state === 'ready' ? catalogue.products : undefined;
  return (
    <Section aria-labelledby="coupon-offers-title" ref={grid}>
      <SectionHeading
        id="coupon-offers-title"
        title={t('content.coupons.title')}
        lead={t('content.coupons.lead')}
        action={<MoreLink to={sitePaths.coupon}>{t('content.coupons.more')}</MoreLink>}
      />
      {products?.length === 0 ? (
        <NoneOnSale>{t('content.coupons.none')}</NoneOnSale>
      ) : catalogue.state === 'failed' ? (
        <NoneOnSale>
          <RichMessage
            id="content.coupons.failed"
            parts={{
              link: <Link to={sitePaths.coupon}>{t('content.coupons.failedLink')}</Link>,
            }}
          />
        </NoneOnSale>
      ) : (
        <CouponGrid aria-busy={products === undefined}>
          {products === undefined
            ? Array.from({ length: SLOTS }, (_, slot) => (
                <li key={slot}>
                  <CouponCard aria-hidden="true" style={LOADING_CARD} />
                </li>
              ))
            : products.map((product) => (
                <li key={product.code}>
                  <CouponCard as={Link} to={sitePaths.coupon} style={{ background: product.color }}>
                    <small>{t('content.coupons.youPay')}</small>
                    <span className="pay">{formatInr(product.totalAmountPaise)}</span>
                    <small>{t('content.coupons.worth')}</small>
                    <span className="get">{formatInr(product.backAmountPaise)}</span>
                  </CouponCard>
                </li>
              ))}
        </CouponGrid>
      )}
    </Section>
  );
}
