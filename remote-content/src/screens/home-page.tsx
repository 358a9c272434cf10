import { AppPromotion } from '../features/home/components/app-promotion';
import { BlogHighlights } from '../features/home/components/blog-highlights';
import { CouponOffers } from '../features/home/components/coupon-offers';
import { FlightDeals } from '../features/home/components/flight-deal-cards';
import { Hero } from '../features/home/components/hero';
import { HotelCities } from '../features/home/components/hotel-city-cards';
import { TravelPromises } from '../features/home/components/travel-promises';

export { catalogs } from '../locales';

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
