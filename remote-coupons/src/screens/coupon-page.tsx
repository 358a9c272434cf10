import { PageContainer, PageTitle, requestSignIn, withOrderMessages } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import styled from 'styled-components';
import { useDates, useT, type Catalogs } from '@travel/shared/i18n';
import { PublicDraws } from '../features/draws/components/public-draws';
import { useCouponSeries } from '../features/purchase/api/coupon-series';
import { CouponCatalogue } from '../features/purchase/components/coupon-catalogue';
import { HowItWorks } from '../features/purchase/components/how-it-works';
import { LazyPaymentDialog } from '../features/purchase/components/lazy-payment-dialog';
import { NoSeriesOnSale } from '../features/purchase/components/series-notice';
import { usePurchase } from '../features/purchase/use-purchase';

/**
 * The messages this screen's code names, in each language (i18n.config.ts), with the kit's of
 * paying and of orders.
 */
export const catalogs: Catalogs = withOrderMessages({
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-CouponPage-en-IN" */ '../locales/en-IN.json?screen=coupon-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-CouponPage-hi-IN" */ '../locales/hi-IN.json?screen=coupon-page&messages'
    ),
});

const Lead = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  max-width: 70ch;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CouponsTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.5rem;
`;

const SaleDates = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function CouponPage() {
  const t = useT();
  const dates = useDates();
  const purchase = usePurchase();
  const series = useCouponSeries();
  const onSale = series.data?.current ?? null;
  // Until the series is known (the page carries it), the catalogue says what the server sells.
  const noneOnSale = series.data !== undefined && onSale === null;

  const buy = async (product: CouponProduct) => {
    // A guest signs in first and the purchase carries on; closing the dialog drops it.
    if (await requestSignIn()) {
      purchase.buy({ productCode: product.code, backAmountPaise: product.backAmountPaise });
    }
  };

  return (
    <PageContainer>
      <PageTitle>{t('page.coupon')}</PageTitle>
      <Lead>{t('coupons.page.lead')}</Lead>
      <HowItWorks expirationDate={onSale?.expirationDate ?? null} />
      <section aria-labelledby="coupons-title">
        <CouponsTitle id="coupons-title">{t('coupons.catalogue.title')}</CouponsTitle>
        {onSale && (
          <SaleDates>
            {t('coupons.catalogue.saleDates', {
              saleUntil: dates.day(onSale.saleUntil, 'long'),
              usableUntil: dates.day(onSale.expirationDate, 'long'),
            })}
          </SaleDates>
        )}
        {noneOnSale ? (
          <NoSeriesOnSale next={series.data?.next ?? null} />
        ) : (
          <CouponCatalogue busy={purchase.state.step !== 'closed'} onBuy={(p) => void buy(p)} />
        )}
      </section>
      <PublicDraws />
      <LazyPaymentDialog purchase={purchase} />
    </PageContainer>
  );
}
