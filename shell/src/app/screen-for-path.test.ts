import { describe, expect, it } from 'vitest';
import { screenForPath } from './screen-for-path';

describe('screenForPath', () => {
  it('names the screen of every kind of route', () => {
    expect(screenForPath('/')).toBe('remote_content/HomePage');
    expect(screenForPath('/coupon')).toBe('remote_coupons/CouponPage');
    expect(screenForPath('/html/flights-orderDetail/CO20261122ABCD')).toBe(
      'remote_flights/FlightsOrderDetailPage',
    );
    expect(screenForPath('/about-us')).toBe('remote_content/PolicyPage');
  });

  it('names nothing for a path the site does not have', () => {
    expect(screenForPath('/html/flights-orderDetail/')).toBeUndefined();
    expect(screenForPath('/html/no-such-page')).toBeUndefined();
    expect(screenForPath('/couponextra')).toBeUndefined();
  });

  it("names no screen for a guest's signed-in-only page, which shows the sign-in prompt", () => {
    expect(screenForPath('/html/flights-orderList', false)).toBeUndefined();
    expect(screenForPath('/html/orderList', false)).toBeUndefined();
    expect(screenForPath('/html/flights-orderList', true)).toBe(
      'remote_flights/FlightsOrderListPage',
    );
    expect(screenForPath('/coupon', false)).toBe('remote_coupons/CouponPage');
  });
});
