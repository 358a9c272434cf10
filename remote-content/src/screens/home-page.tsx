import { Hero } from '../features/home/hero';
import {
  AppPromotion,
  BlogHighlights,
  CouponOffers,
  FlightDeals,
  HotelCities,
  TravelPromises,
} from '../features/home/home-sections';

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
