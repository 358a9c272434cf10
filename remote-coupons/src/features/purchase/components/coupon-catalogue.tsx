import { StatePanel, apiErrorMessage, media } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { useCouponProducts } from '../api/coupon-products';
import { CouponCard } from './coupon-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** The nine coupons as the server sells them; prices come from nowhere else. */
export function CouponCatalogue({
  busy,
  onBuy,
}: {
  busy: boolean;
  onBuy: (product: CouponProduct) => void;
}) {
  const t = useT();
  const products = useCouponProducts();
  if (!products.data) {
    return products.isError ? (
      <StatePanel
        kind="error"
        message={apiErrorMessage(products.error, t('coupons.catalogue.loadFailed'))}
        onRetry={() => void products.refetch()}
      />
    ) : (
      <StatePanel kind="loading" label={t('coupons.catalogue.loading')} />
    );
  }
  return (
    <Grid>
      {products.data.map((product) => (
        <li key={product.code}>
          <CouponCard product={product} busy={busy} onBuy={onBuy} />
        </li>
      ))}
    </Grid>
  );
}
