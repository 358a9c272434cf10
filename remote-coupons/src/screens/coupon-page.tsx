import { PageContainer, PageTitle, requestSignIn } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import styled from 'styled-components';
import { PublicDraws } from '../features/draws/components/public-draws';
import { CouponCatalogue } from '../features/purchase/components/coupon-catalogue';
import { HowItWorks } from '../features/purchase/components/how-it-works';
import { LazyPaymentDialog } from '../features/purchase/components/lazy-payment-dialog';
import { usePurchase } from '../features/purchase/use-purchase';

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

export default function CouponPage() {
  const purchase = usePurchase();

  const buy = async (product: CouponProduct) => {
    // A guest signs in first and the purchase carries on; closing the dialog drops it.
    if (await requestSignIn()) {
      purchase.buy({ productCode: product.code, backAmountPaise: product.backAmountPaise });
    }
  };

  return (
    <PageContainer>
      <PageTitle>Flight coupons</PageTitle>
      <Lead>
        Pay a little now and get a coupon worth much more on your next flight booking. Paid by UPI,
        delivered in seconds, and every coupon is one entry into our free flight ticket draw.
      </Lead>
      <HowItWorks />
      <section aria-labelledby="coupons-title">
        <CouponsTitle id="coupons-title">Choose your coupon</CouponsTitle>
        <CouponCatalogue busy={purchase.state.step !== 'closed'} onBuy={(p) => void buy(p)} />
      </section>
      <PublicDraws />
      <LazyPaymentDialog purchase={purchase} />
    </PageContainer>
  );
}
