import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  FormField,
  StatePanel,
  TextInput,
  apiErrorMessage,
  isRefusal,
  media,
  useSession,
} from '@travel/shared';
import { emptyTravellers, formatInr } from '@travel/shared/contracts/plain';
import type {
  BookingFormResult,
  BookingFormTrip,
  BookingFormValues,
  BookingQuoteResponse,
  UpiPayment,
} from '@travel/shared';
import { bookingFormSchema } from '@travel/shared/contracts/schemas';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { TripSummary } from '../../itinerary/components/trip-summary';
import type { TripParams } from '../../itinerary/trip-params';
import { trackFunnel } from '../../funnel/funnel';
import { travellersLabel } from '../../../ui/format';
import { BOOKING_QUOTE_KEY } from '../api/booking-quote';
import { useCreateBooking } from '../api/create-booking';
import { isFareChanged } from '../fare-changed';
import { CouponPicker } from './coupon-picker';
import { PriceBreakdown } from './price-breakdown';
import { TravellerFields } from './traveller-fields';
import { useQueryClient } from '@travel/shared/query';

// The QR code and the payment polling load only when the visitor pays.
const FlightPaymentDialog = lazy(() => import('../../payment/components/flight-payment-dialog'));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Aside = styled.div`
  position: sticky;
  top: 88px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  ${media.mobile} {
    position: static;
  }
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fare = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

const Changed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6ec;

  p {
    margin: 0;
  }

  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Fine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Paying = { payment: UpiPayment; description: string };

/** The checkout of one re-priced fare: travellers, contact, GST, coupon, price and Pay. */
export function BookingCheckout({
  trip,
  quote,
  couponCode,
  onCoupon,
  couponError,
  pricing,
}: {
  trip: TripParams;
  quote: BookingQuoteResponse;
  couponCode: string | null;
  /** Resolves true once the server has priced the booking with it. */
  onCoupon: (code: string | null) => Promise<boolean>;
  /** Why the server refused the coupon last picked. */
  couponError: string | null;
  /** A new price is being asked for (a coupon was picked). */
  pricing: boolean;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { mutateAsync: createBooking, isPending: booking } = useCreateBooking();
  // The fare the visitor agreed to; when the server's price moves away from it, they confirm.
  const [agreedFarePaise, setAgreedFarePaise] = useState(quote.price.totalFarePaise);
  const [previousFarePaise, setPreviousFarePaise] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState<Paying | null>(null);
  const attemptKey = useRef<string | null>(null);

  const formTrip: BookingFormTrip = useMemo(
    () => ({
      travelDate: quote.travelDate,
      lastDate: quote.lastTravelDate,
      international: quote.international,
      counts: { adults: trip.adults, children: trip.children, infants: trip.infants },
    }),
    [
      quote.travelDate,
      quote.lastTravelDate,
      quote.international,
      trip.adults,
      trip.children,
      trip.infants,
    ],
  );
  const schema = useMemo(() => bookingFormSchema(formTrip), [formTrip]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, BookingFormResult>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      travellers: emptyTravellers(formTrip.counts),
      contact: { mobileNo: session?.mobileNo ?? '', email: session?.email ?? '' },
      gstWanted: false,
      gst: { gstin: '', companyName: '' },
    },
  });
  const gstWanted = useWatch({ control, name: 'gstWanted' });
  const travellers = useWatch({ control, name: 'travellers' });

  const farePaise = quote.price.totalFarePaise;
  const priceChanged = farePaise !== agreedFarePaise;
  const [oldFare, newFare] = [previousFarePaise ?? agreedFarePaise, farePaise];

  const pickCoupon = async (code: string | null) => {
    setFailure(null);
    const coupon = quote.coupons.find((item) => item.code === code);
    if ((await onCoupon(code)) && coupon) {
      trackFunnel({
        action: 'apply_coupon',
        label: `${formatInr(coupon.valuePaise)} coupon`,
        valuePaise: coupon.appliedPaise,
      });
    }
  };

  const acceptNewPrice = () => {
    setPreviousFarePaise(null);
    setAgreedFarePaise(farePaise);
  };

  const pay = async (form: BookingFormResult) => {
    setFailure(null);
    if (priceChanged || pricing) return;
    attemptKey.current ??= crypto.randomUUID();
    try {
      const { payment } = await createBooking({
        idempotencyKey: attemptKey.current,
        itineraryId: trip.itinerary,
        ...(trip.returnItinerary ? { returnItineraryId: trip.returnItinerary } : {}),
        cabin: trip.cabin,
        fareFamily: quote.family.code,
        travellers: form.travellers,
        contact: form.contact,
        gst: form.gst,
        couponCode,
        expectedAmountPaise: quote.price.amountToPayPaise,
      });
      // The booking exists: the next Pay (after this one ends) is a new attempt.
      attemptKey.current = null;
      setPaying({
        payment,
        description: `${quote.itineraries[0]?.fromAirport.city ?? ''} → ${
          quote.itineraries[0]?.toAirport.city ?? ''
        } · ${quote.family.name} · ${travellersLabel(trip)}`,
      });
    } catch (error) {
      if (isFareChanged(error)) {
        attemptKey.current = null;
        setPreviousFarePaise(agreedFarePaise);
        await queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
        setFailure(apiErrorMessage(error));
        return;
      }
      // After a refusal nothing was booked; a lost answer keeps its key for the retry.
      if (isRefusal(error)) attemptKey.current = null;
      setFailure(apiErrorMessage(error, 'Your booking could not be made. Please try again.'));
      // Seats or coupon may have gone meanwhile: show the server's view.
      void queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
    }
  };

  const numbers = { adult: 0, child: 0, infant: 0 };
  const travellersRoot = errors.travellers?.root?.message ?? errors.travellers?.message;

  return (
    <Layout>
      <Main>
        <TripSummary itineraries={quote.itineraries} />
        <Section as="section" aria-labelledby="fare-heading">
          <Fare>
            <div>
              <h2 id="fare-heading">{quote.family.name} fare</h2>
              <p>
                {travellersLabel(trip)} · {quote.family.checkInBaggage} check-in ·{' '}
                {quote.family.cabinBaggage} cabin
              </p>
            </div>
            <p>
              Cancellation: airline fee {formatInr(quote.family.cancellationFeePaise)} per traveller
              and direction
            </p>
          </Fare>
        </Section>
        <form
          id="booking-form"
          noValidate
          aria-label="Traveller details"
          onSubmit={(event) => void handleSubmit(pay)(event)}
        >
          <Main>
            <Section as="section" aria-labelledby="travellers-heading">
              <h2 id="travellers-heading">Travellers</h2>
              <p>
                Enter each name exactly as on the traveller&apos;s government ID
                {quote.international ? ' and passport' : ''}.
              </p>
              {travellersRoot && <Alert role="alert">{travellersRoot}</Alert>}
              {travellers.map((traveller, index) => {
                numbers[traveller.type] += 1;
                return (
                  <TravellerFields
                    key={index}
                    index={index}
                    number={numbers[traveller.type]}
                    type={traveller.type}
                    international={quote.international}
                    register={register}
                    errors={errors}
                  />
                );
              })}
            </Section>
            <Section as="section" aria-labelledby="contact-heading">
              <h2 id="contact-heading">Contact details</h2>
              <p>We send the e-ticket and updates about this booking here.</p>
              <Pair>
                <FormField
                  label="Mobile number (+91)"
                  htmlFor="contact-mobile"
                  required
                  error={errors.contact?.mobileNo?.message}
                >
                  <TextInput
                    id="contact-mobile"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={10}
                    {...register('contact.mobileNo')}
                  />
                </FormField>
                <FormField
                  label="E-mail"
                  htmlFor="contact-email"
                  required
                  error={errors.contact?.email?.message}
                >
                  <TextInput
                    id="contact-email"
                    type="email"
                    autoComplete="email"
                    {...register('contact.email')}
                  />
                </FormField>
              </Pair>
              <Check>
                <input type="checkbox" {...register('gstWanted')} />I want a GST invoice for my
                company
              </Check>
              {gstWanted && (
                <Pair>
                  <FormField
                    label="GSTIN"
                    htmlFor="gst-gstin"
                    required
                    hint="15 characters, e.g. 29AAGCB7383J1Z4"
                    error={errors.gst?.gstin?.message}
                  >
                    <TextInput id="gst-gstin" maxLength={15} {...register('gst.gstin')} />
                  </FormField>
                  <FormField
                    label="Company name"
                    htmlFor="gst-company"
                    required
                    error={errors.gst?.companyName?.message}
                  >
                    <TextInput
                      id="gst-company"
                      autoComplete="organization"
                      {...register('gst.companyName')}
                    />
                  </FormField>
                </Pair>
              )}
            </Section>
          </Main>
        </form>
      </Main>
      <Aside>
        <Section as="section" aria-labelledby="coupon-heading">
          <h2 id="coupon-heading">Coupons</h2>
          <CouponPicker
            coupons={quote.coupons}
            chosen={couponCode}
            disabled={pricing || booking}
            onChoose={(code) => void pickCoupon(code)}
          />
          {couponError && <Alert role="alert">{couponError}</Alert>}
        </Section>
        <Section as="section" aria-labelledby="price-heading" aria-busy={pricing}>
          <h2 id="price-heading">Price</h2>
          <PriceBreakdown price={quote.price} />
          {priceChanged && (
            <Changed role="alert">
              <p>
                <strong>The price of this trip has changed.</strong>
              </p>
              <p>
                Was <s>{formatInr(oldFare)}</s>, now <strong>{formatInr(newFare)}</strong> for{' '}
                {travellersLabel(trip)}.
              </p>
              <Button variant="secondary" onClick={acceptNewPrice}>
                Continue with the new price
              </Button>
            </Changed>
          )}
          {failure && !priceChanged && <Alert role="alert">{failure}</Alert>}
          <Button
            type="submit"
            form="booking-form"
            size="lg"
            block
            loading={booking}
            disabled={priceChanged || pricing}
          >
            Pay {formatInr(quote.price.amountToPayPaise)} by UPI
          </Button>
          <Fine>
            Your seats{couponCode ? ' and coupon are' : ' are'} held for{' '}
            {quote.paymentWindowMinutes} minutes while you pay. By paying you accept the fare rules
            and the refund and cancellation policy.
          </Fine>
        </Section>
      </Aside>
      {paying && (
        <Suspense fallback={<StatePanel kind="loading" label="Opening the payment…" />}>
          <FlightPaymentDialog
            payment={paying.payment}
            description={paying.description}
            onClose={() => {
              setPaying(null);
              void queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
            }}
            onTryAgain={() => {
              setPaying(null);
              void queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
            }}
          />
        </Suspense>
      )}
    </Layout>
  );
}
