import { StatePanel } from '@travel/shared';
import type { CurrentCouponSeries } from '@travel/shared';
import { formatIndiaDate, pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import { Link } from '@travel/shared/router';

/** What the coupon page says instead of the coupons when no series is on sale. */
export function NoSeriesOnSale({ next }: { next: CurrentCouponSeries['next'] }) {
  return (
    <StatePanel kind="notice" title="No coupons are on sale right now" alert>
      <p>
        {next
          ? `The next coupons go on sale on ${formatIndiaDate(next.saleFrom, 'long')}.`
          : 'New coupons will be announced on this page.'}{' '}
        Coupons you have already bought can still be used until the expiry date shown with each one
        in <Link to={sitePaths.couponOrderList}>{pageTitles.couponOrderList}</Link>.
      </p>
    </StatePanel>
  );
}
