import { StatePanel } from '@travel/shared';
import type { CurrentCouponSeries } from '@travel/shared';
import { sitePaths } from '@travel/shared/contracts/plain';
import { RichMessage, useDates, useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';

/** What the coupon page says instead of the coupons when no series is on sale. */
export function NoSeriesOnSale({ next }: { next: CurrentCouponSeries['next'] }) {
  const t = useT();
  const dates = useDates();
  return (
    <StatePanel kind="notice" title={t('coupons.series.noneOnSale')} alert>
      <p>
        {next
          ? t('coupons.series.next', { date: dates.day(next.saleFrom, 'long') })
          : t('coupons.series.announced')}{' '}
        <RichMessage
          id="coupons.series.stillUsable"
          parts={{ link: <Link to={sitePaths.couponOrderList}>{t('page.couponOrderList')}</Link> }}
        />
      </p>
    </StatePanel>
  );
}
