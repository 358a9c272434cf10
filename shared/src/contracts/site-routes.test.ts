import { describe, expect, it } from 'vitest';
import * as pageTitles from './page-titles';
import { sitePath } from './site-path';
import * as sitePaths from './site-paths';
import { matchSiteRoute, policyRoutes, siteRoutes } from './site-routes';

describe('the route table', () => {
  it('has a route for every page, on its path with its title', () => {
    expect(siteRoutes.map((route) => route.page).sort()).toEqual(Object.keys(sitePaths).sort());
    expect(Object.keys(pageTitles).sort()).toEqual(Object.keys(sitePaths).sort());
    for (const route of siteRoutes) {
      expect([route.path, route.title]).toEqual([sitePaths[route.page], pageTitles[route.page]]);
    }
  });

  it('puts each policy page at /<id>', () => {
    expect(
      policyRoutes.map((route) =>
        route.screen === 'remote_content/PolicyPage' ? `/${route.props.page}` : '',
      ),
    ).toEqual(policyRoutes.map((route) => route.path));
  });

  it('matches a path as the router does', () => {
    expect(matchSiteRoute('/')?.page).toBe('home');
    expect(matchSiteRoute('/coupon/')?.page).toBe('coupon');
    expect(matchSiteRoute('/html/flights-orderDetail/FO1001')?.page).toBe('flightsOrderDetail');
    expect(matchSiteRoute('/html/flights-orderDetail/')).toBeUndefined();
    expect(matchSiteRoute('/html/flights-orderDetail/FO1001/more')).toBeUndefined();
    expect(matchSiteRoute('/couponextra')).toBeUndefined();
  });
});

describe('sitePath', () => {
  it('fills in the parameters of a page', () => {
    expect(sitePath(sitePaths.coupon)).toBe('/coupon');
    expect(sitePath(sitePaths.flightsRefundOrderList, { orderId: 'FO 1' })).toBe(
      '/html/flights-refundOrderList/FO%201',
    );
  });
});
