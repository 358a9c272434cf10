import { sitePaths } from '@travel/shared/contracts/plain';
import {
  PageContainer,
  PageTitle,
  StatePanel,
  apiErrorMessage,
  withOrderMessages,
} from '@travel/shared';
import type { BookingQuoteRequest } from '@travel/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from '@travel/shared/router';
import styled from 'styled-components';
import { bookingQuoteOptions, useBookingQuote } from '../features/booking/api/booking-quote';
import { BookingCheckout } from '../features/booking/components/booking-checkout';
import { useFunnelStepOnce } from '../ui/funnel';
import { TripUnavailable } from '../features/itinerary/components/trip-state';
import { bookingQuoteRequest, readTrip, tripPath } from '../ui/trip-params';
import { useQueryClient } from '@travel/shared/query';
import { useT, type Catalogs } from '@travel/shared/i18n';

// The QR code and the payment polling load only when the visitor pays.
const FlightPaymentDialog = lazy(
  () => import('../features/payment/components/flight-payment-dialog'),
);

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The chosen flights and fare, priced again by the server, and the checkout. */
export default function FlightsBookingPage() {
  const [params] = useSearchParams();
  const t = useT();
  const queryClient = useQueryClient();
  const trip = readTrip(params);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [pricingCoupon, setPricingCoupon] = useState(false);
  const requestFor = (code: string | null): BookingQuoteRequest | null =>
    trip.itinerary && trip.family
      ? bookingQuoteRequest({ ...trip, family: trip.family }, code)
      : null;
  const quote = useBookingQuote(requestFor(couponCode));
  const data = quote.data;
  useFunnelStepOnce(
    data
      ? {
          action: 'begin_checkout',
          label: `${data.itineraries[0]?.from ?? ''}-${data.itineraries[0]?.to ?? ''} ${data.family.code}`,
          valuePaise: data.price.totalFarePaise,
        }
      : null,
    params.toString(),
  );

  /** Prices the booking with another coupon; a refused coupon leaves the price as it was. */
  const chooseCoupon = async (code: string | null): Promise<boolean> => {
    const next = requestFor(code);
    if (!next) return false;
    setCouponError(null);
    setPricingCoupon(true);
    try {
      await queryClient.fetchQuery(bookingQuoteOptions(next));
      setCouponCode(code);
      return true;
    } catch (error) {
      setCouponError(apiErrorMessage(error, t('flights.booking.couponFailed')));
      return false;
    } finally {
      setPricingCoupon(false);
    }
  };

  let body;
  if (!trip.itinerary) {
    body = <TripUnavailable error={null} />;
  } else if (!trip.family) {
    body = (
      <StatePanel
        kind="notice"
        title={t('flights.booking.chooseFare')}
        action={
          <Back to={tripPath(sitePaths.flightsProduct, trip)}>{t('flights.info.seeFares')}</Back>
        }
      />
    );
  } else if (quote.isError && !data) {
    body = <TripUnavailable error={quote.error} />;
  } else if (!data) {
    body = <StatePanel kind="loading" label={t('flights.booking.pricing')} />;
  } else {
    body = (
      <Stack>
        <Back to={tripPath(sitePaths.flightsProduct, trip)}>{t('flights.booking.changeFare')}</Back>
        <BookingCheckout
          key={params.toString()}
          trip={trip}
          quote={data}
          couponCode={couponCode}
          onCoupon={chooseCoupon}
          couponError={couponError}
          pricing={pricingCoupon || quote.isFetching}
          paymentDialog={(paying, end) => (
            <Suspense
              fallback={<StatePanel kind="loading" label={t('flights.booking.openingPayment')} />}
            >
              <FlightPaymentDialog
                payment={paying.payment}
                description={paying.description}
                onClose={end}
                onTryAgain={end}
              />
            </Suspense>
          )}
        />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsBooking')}</PageTitle>
      {body}
    </PageContainer>
  );
}

/**
 * The messages this screen's code names, in each language (i18n.config.ts), with the kit's of
 * paying and of orders.
 */
export const catalogs: Catalogs = withOrderMessages({
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsBookingPage-en-IN" */ '../locales/en-IN.json?screen=flights-booking-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsBookingPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-booking-page&messages'
    ),
});
