import type { Catalogs } from '@travel/shared/i18n';
import { AppPromotion } from '../features/home/components/app-promotion';
import { BlogHighlights } from '../features/home/components/blog-highlights';
import { CouponOffers } from '../features/home/components/coupon-offers';
import { FlightDeals } from '../features/home/components/flight-deal-cards';
import { Hero } from '../features/home/components/hero';
import { HotelCities } from '../features/home/components/hotel-city-cards';
import { TravelPromises } from '../features/home/components/travel-promises';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-HomePage-en-IN" */ '../locales/en-IN.json?screen=home-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-HomePage-hi-IN" */ '../locales/hi-IN.json?screen=home-page&messages'
    ),
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <TravelPromises />
      <CouponOffers />
      <FlightDeals />
      <HotelCities />
      <BlogHighlights />
      <AppPromotion />
    </>
  );
}
