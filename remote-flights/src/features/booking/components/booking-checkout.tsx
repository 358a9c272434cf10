import { zodResolver } from '@hookform/resolvers/zod';
import { apiErrorMessage, isRefusal, useHydrated, useSession } from '@travel/shared';
import { emptyTravellers, formatInr } from '@travel/shared/contracts/plain';
import type {
  BookingFormResult,
  BookingFormTrip,
  BookingFormValues,
  BookingQuoteResponse,
  UpiPayment,
} from '@travel/shared';
import { bookingFormSchema } from '@travel/shared/contracts/schemas';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TripSummary } from '../../../ui/trip-summary';
import type { TripParams } from '../../../ui/trip-params';
import { trackFunnel } from '../../../ui/funnel';
import { travellersLabel } from '../../../ui/format';
import { BOOKING_QUOTE_KEY } from '../api/booking-quote';
import { useCreateBooking } from '../api/create-booking';
import { isFareChanged } from '../fare-changed';
import { Aside, Fields, Layout, Main } from './checkout-layout';
import { ContactSection } from './contact-section';
import { CouponSection } from './coupon-section';
import { FareSection } from './fare-section';
import { PriceSection } from './price-section';
import { TravellersSection } from './travellers-section';
import { useQueryClient } from '@travel/shared/query';
import { useT } from '@travel/shared/i18n';

/** A booking made and waiting for its UPI payment. */
export type Paying = { payment: UpiPayment; description: string };

/** The checkout of one re-priced fare: travellers, contact, GST, coupon, price and Pay. */
export function BookingCheckout({
  trip,
  quote,
  couponCode,
  onCoupon,
  couponError,
  pricing,
  paymentDialog,
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
  /** The payment of the booking just made; `end` closes it and prices the trip again. */
  paymentDialog: (paying: Paying, end: () => void) => ReactNode;
}) {
  const t = useT();
  const session = useSession();
  // Painted by the server for a member: filled and paid once the page's scripts run.
  const hydrated = useHydrated();
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
    getValues,
    setValue,
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
  // A page the server painted is hydrated as a guest's form (the server knows the member's name
  // only): their contact comes in once the session is read, where the visitor has typed nothing.
  const [sessionMobile, sessionEmail] = [session?.mobileNo ?? '', session?.email ?? ''];
  useEffect(() => {
    const contact = getValues('contact');
    if (sessionMobile && !contact.mobileNo) setValue('contact.mobileNo', sessionMobile);
    if (sessionEmail && !contact.email) setValue('contact.email', sessionEmail);
  }, [sessionMobile, sessionEmail, getValues, setValue]);
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
        } · ${quote.family.name} · ${travellersLabel(t, trip)}`,
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
      setFailure(apiErrorMessage(error, t('flights.booking.failed')));
      // Seats or coupon may have gone meanwhile: show the server's view.
      void queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
    }
  };

  const endPayment = () => {
    setPaying(null);
    void queryClient.invalidateQueries({ queryKey: BOOKING_QUOTE_KEY });
  };

  return (
    <Layout>
      <Main>
        <TripSummary itineraries={quote.itineraries} />
        <FareSection trip={trip} family={quote.family} />
        <form
          id="booking-form"
          noValidate
          aria-label={t('flights.booking.travellerDetails')}
          onSubmit={(event) => void handleSubmit(pay)(event)}
        >
          <Fields disabled={!hydrated}>
            <Main>
              <TravellersSection
                travellers={travellers}
                international={quote.international}
                register={register}
                errors={errors}
              />
              <ContactSection gstWanted={gstWanted} register={register} errors={errors} />
            </Main>
          </Fields>
        </form>
      </Main>
      <Aside>
        <CouponSection
          coupons={quote.coupons}
          chosen={couponCode}
          disabled={pricing || booking || !hydrated}
          onChoose={(code) => void pickCoupon(code)}
          error={couponError}
        />
        <PriceSection
          trip={trip}
          quote={quote}
          couponCode={couponCode}
          pricing={pricing}
          booking={booking}
          priceChanged={priceChanged}
          oldFare={oldFare}
          newFare={newFare}
          failure={failure}
          onAcceptNewPrice={acceptNewPrice}
        />
      </Aside>
      {paying && paymentDialog(paying, endPayment)}
    </Layout>
  );
}
