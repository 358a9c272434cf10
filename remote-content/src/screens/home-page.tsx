import { Hero } from '../features/home/components/hero';
import {
  AppPromotion,
  BlogHighlights,
  CouponOffers,
  FlightDeals,
  HotelCities,
  TravelPromises,
} from '../features/home/components/home-sections';

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
