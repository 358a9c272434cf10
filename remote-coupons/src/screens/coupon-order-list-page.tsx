import { sitePaths } from '@travel/shared/contracts/plain';
import {
  PageContainer,
  PageTitle,
  StatePanel,
  apiErrorMessage,
  useToast,
  withOrderMessages,
} from '@travel/shared';
import type { CouponOrder, CouponOrderAction } from '@travel/shared';
import { useDates, useT, type Catalogs } from '@travel/shared/i18n';
import { usePageParam } from '@travel/shared/lists';
import { useState } from 'react';
import { COUPON_ORDERS_KEY, useCouponOrders } from '../api/coupon-orders';
import { useEnterPrizeDraw } from '../api/enter-draw';
import { CancelOrderDialog } from '../features/orders/components/cancel-order-dialog';
import { OrderCard } from '../features/orders/components/order-card';
import { RefundRequestDialog } from '../features/orders/components/refund-request-dialog';
import { LazyPaymentDialog } from '../features/purchase/components/lazy-payment-dialog';
import { usePurchase } from '../features/purchase/use-purchase';
import { RefundDetailsDialog } from '../features/refunds/components/refund-details-dialog';
import { PagedCards } from '../ui/paged-cards';
import { ButtonLink, ListHeader, TextLink } from '../ui/panels';
import { useQueryClient } from '@travel/shared/query';

/**
 * The messages this screen's code names, in each language (i18n.config.ts), with the kit's of
 * paying and of orders.
 */
export const catalogs: Catalogs = withOrderMessages({
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-CouponOrderListPage-en-IN" */ '../locales/en-IN.json?screen=coupon-order-list-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-CouponOrderListPage-hi-IN" */ '../locales/hi-IN.json?screen=coupon-order-list-page&messages'
    ),
});

type OpenDialog =
  | { kind: 'cancel'; order: CouponOrder }
  | { kind: 'refund'; order: CouponOrder }
  | { kind: 'refundDetails'; order: CouponOrder };

export default function CouponOrderListPage() {
  const toast = useToast();
  const t = useT();
  const dates = useDates();
  const [page, setPage] = usePageParam();
  const orders = useCouponOrders(page);
  const queryClient = useQueryClient();
  const reloadOrders = () => void queryClient.invalidateQueries({ queryKey: COUPON_ORDERS_KEY });
  const { mutateAsync: enterPrizeDraw } = useEnterPrizeDraw();
  const purchase = usePurchase();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState<{ orderId: string; action: CouponOrderAction } | null>(null);

  const closeDialog = () => setDialog(null);
  // The dialog's own mutation refreshes the list.
  const closeAndReload = () => setDialog(null);

  const enterDraw = async (order: CouponOrder) => {
    setBusy({ orderId: order.orderId, action: 'prizeDraw' });
    try {
      const entry = await enterPrizeDraw(order.orderId);
      toast.success(
        t('coupons.draw.youreIn', {
          period: dates.drawPeriod(entry),
          entryNumber: entry.entryNumber,
        }),
      );
    } catch (error) {
      toast.error(apiErrorMessage(error, t('coupons.draw.entryFailed')));
    } finally {
      setBusy(null);
    }
  };

  const onAction = (action: CouponOrderAction, order: CouponOrder) => {
    switch (action) {
      case 'pay':
        purchase.payOrder(order);
        return;
      case 'prizeDraw':
        void enterDraw(order);
        return;
      case 'cancel':
      case 'refund':
      case 'refundDetails':
        setDialog({ kind: action, order });
    }
  };

  return (
    <PageContainer>
      <ListHeader>
        <PageTitle>{t('page.couponOrderList')}</PageTitle>
        <nav aria-label={t('coupons.nav.label')}>
          <TextLink to={sitePaths.refundOrderList}>{t('page.refundOrderList')}</TextLink>
          <TextLink to={sitePaths.coupon}>{t('coupons.nav.buy')}</TextLink>
        </nav>
      </ListHeader>
      <PagedCards
        query={orders}
        page={page}
        onPage={setPage}
        count={(count) => t('coupons.orders.count', { count })}
        pastEnd={(count, pages) => t('coupons.orders.pastEnd', { count, pages })}
        listLabel={t('coupons.orders.list')}
        pagerLabel={t('coupons.orders.pager')}
        firstPagePath={sitePaths.couponOrderList}
        loadingLabel={t('coupons.orders.loading')}
        failure={t('coupons.orders.loadFailed')}
        empty={
          <StatePanel
            kind="empty"
            title={t('coupons.orders.empty.title')}
            action={
              <ButtonLink to={sitePaths.coupon}>{t('coupons.orders.empty.action')}</ButtonLink>
            }
          >
            {t('coupons.orders.empty.text')}
          </StatePanel>
        }
        keyOf={(order) => order.orderId}
        renderCard={(order) => (
          <OrderCard
            order={order}
            busyAction={busy?.orderId === order.orderId ? busy.action : null}
            onAction={onAction}
          />
        )}
      />
      {dialog?.kind === 'cancel' && (
        <CancelOrderDialog order={dialog.order} onClose={closeDialog} onFinished={closeAndReload} />
      )}
      {dialog?.kind === 'refund' && (
        <RefundRequestDialog
          order={dialog.order}
          onClose={closeDialog}
          onRequested={closeAndReload}
        />
      )}
      <RefundDetailsDialog
        refund={dialog?.kind === 'refundDetails' ? { orderId: dialog.order.orderId } : null}
        onClose={closeDialog}
      />
      <LazyPaymentDialog purchase={purchase} onClosed={reloadOrders} />
    </PageContainer>
  );
}
