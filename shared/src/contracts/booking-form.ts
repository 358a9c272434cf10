import type { Traveller, TravellerType } from './flight-booking';
import type { GstDetails, TravellerInput } from './schemas/flight-booking';

/** What the booking form needs to know of the trip to check its travellers. */
export type BookingFormTrip = {
  /** Local date of the first flight: ages are checked on it. */
  travelDate: string;
  /** Local date of the last flight: passports must be valid on it. */
  lastDate: string;
  international: boolean;
  counts: { adults: number; children: number; infants: number };
};

/** One traveller as the form holds it: every field a string, '' when not filled in. */
export type TravellerFormValues = {
  type: TravellerType;
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
};

export type BookingFormValues = {
  travellers: TravellerFormValues[];
  contact: { mobileNo: string; email: string };
  gstWanted: boolean;
  gst: { gstin: string; companyName: string };
};

/** The travellers, contact and GST details as the booking request carries them. */
export type BookingFormResult = {
  travellers: Traveller[];
  contact: { mobileNo: string; email: string };
  gst: GstDetails | null;
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The form's traveller as the API reads it; passport fields only on international trips. */
export function travellerInputOf(
  values: TravellerFormValues,
  international: boolean,
): TravellerInput {
  return {
    type: values.type,
    title: values.title as TravellerInput['title'],
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender as TravellerInput['gender'],
    dateOfBirth: blankToNull(values.dateOfBirth),
    nationality: international ? blankToNull(values.nationality) : null,
    passportNumber: international ? blankToNull(values.passportNumber) : null,
    passportExpiry: international ? blankToNull(values.passportExpiry) : null,
  };
}

/** An empty form for these travellers: adults first, then children, then infants. */
export function emptyTravellers(counts: BookingFormTrip['counts']): TravellerFormValues[] {
  const blank = (type: TravellerType): TravellerFormValues => ({
    type,
    title: '',
    firstName: '',
    lastName: '',
    gender: '',
    dateOfBirth: '',
    nationality: 'IN',
    passportNumber: '',
    passportExpiry: '',
  });
  return [
    ...Array.from({ length: counts.adults }, () => blank('adult')),
    ...Array.from({ length: counts.children }, () => blank('child')),
    ...Array.from({ length: counts.infants }, () => blank('infant')),
  ];
}
