// The monolith's stand-in for shell/src/federation/remote-registry.ts: the screens of the four
// benched routes are part of the one bundle, so "loading" one is a lookup. Plain JavaScript:
// the e2e package does not compile the apps' sources.
import CouponPage from '../../../remote-coupons/src/screens/coupon-page';
import HomePage from '../../../remote-content/src/screens/home-page';
import TravelBlogPage from '../../../remote-content/src/screens/travel-blog-page';
import FlightsSearchPage from '../../../remote-flights/src/screens/flights-search-page';

const screens = {
  'remote_content/HomePage': HomePage,
  'remote_content/TravelBlogPage': TravelBlogPage,
  'remote_coupons/CouponPage': CouponPage,
  'remote_flights/FlightsSearchPage': FlightsSearchPage,
};

export const parseRemotesDocument = (value) => value;
export const ensureRemotesRegistered = () => Promise.resolve({ remotes: {} });
export const remoteOf = (screen) => screen.slice(0, screen.indexOf('/'));
export const preloadScreen = () => Promise.resolve();
export const resetRemote = () => undefined;
// One build: there is no other release to fall back to.
export const fallBackAfterRenderError = () => false;

export function loadScreen(screen) {
  const found = screens[screen];
  if (!found) return Promise.reject(new Error(`${screen} is not part of the monolith`));
  return Promise.resolve({ default: found });
}
