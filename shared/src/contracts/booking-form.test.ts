import { describe, expect, it } from 'vitest';
import { emptyTravellers } from './booking-form';
import type { BookingFormTrip, BookingFormValues, TravellerFormValues } from './booking-form';
import { GSTIN_MESSAGE, TRAVELLER_MESSAGES } from './flight-booking';
import { bookingFormSchema } from './schemas/booking-form';

const domestic: BookingFormTrip = {
  travelDate: '2026-12-10',
  lastDate: '2026-12-10',
  international: false,
  counts: { adults: 2, children: 0, infants: 1 },
};

const person = (
  type: TravellerFormValues['type'],
  fields: Partial<TravellerFormValues>,
): TravellerFormValues => ({
  type,
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  nationality: 'IN',
  passportNumber: '',
  passportExpiry: '',
  ...fields,
});

const family = (): BookingFormValues => ({
  travellers: [
    person('adult', { title: 'Mr', firstName: 'Aarav', lastName: 'Sharma', gender: 'male' }),
    person('adult', { title: 'Mrs', firstName: 'Diya', lastName: 'Sharma', gender: 'female' }),
    person('infant', {
      title: 'Miss',
      firstName: 'Anika',
      lastName: 'Sharma',
      gender: 'female',
      dateOfBirth: '2025-08-15',
    }),
  ],
  contact: { mobileNo: '9876543210', email: 'aarav@example.in' },
  gstWanted: false,
  gst: { gstin: '', companyName: '' },
});

/** Each failing field's path and its message. */
function issues(trip: BookingFormTrip, form: BookingFormValues): Record<string, string> {
  const result = bookingFormSchema(trip).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the flight booking form', () => {
  it('starts with one blank traveller per seat and infant, adults first', () => {
    expect(emptyTravellers({ adults: 2, children: 1, infants: 1 }).map((t) => t.type)).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ]);
  });

  it('accepts two adults and an infant on a domestic trip, without passports, and gives the API its shape', () => {
    const result = bookingFormSchema(domestic).parse(family());
    expect(result.gst).toBeNull();
    expect(result.contact).toEqual({ mobileNo: '9876543210', email: 'aarav@example.in' });
    expect(result.travellers[2]).toMatchObject({
      type: 'infant',
      dateOfBirth: '2025-08-15',
      nationality: null,
      passportNumber: null,
    });
    expect(result.travellers[0]).toMatchObject({ dateOfBirth: null });
  });

  it('puts each message under its field: names, a missing title, an infant too old on the travel date', () => {
    const form = family();
    form.travellers[0] = { ...form.travellers[0]!, firstName: 'Aarav2' };
    form.travellers[1] = { ...form.travellers[1]!, title: '' };
    form.travellers[2] = { ...form.travellers[2]!, dateOfBirth: '2024-12-09' };
    expect(issues(domestic, form)).toEqual({
      'travellers.0.firstName': TRAVELLER_MESSAGES.firstName,
      'travellers.1.title': TRAVELLER_MESSAGES.title,
    });
    form.travellers[0] = { ...form.travellers[0], firstName: 'Aarav' };
    form.travellers[1] = { ...form.travellers[1], title: 'Mrs' };
    expect(issues(domestic, form)).toEqual({
      'travellers.2.dateOfBirth': TRAVELLER_MESSAGES.infantAge,
    });
  });

  it('asks for the date of birth of a child or infant only', () => {
    const form = family();
    form.travellers[2] = { ...form.travellers[2]!, dateOfBirth: '' };
    expect(issues(domestic, form)).toEqual({
      'travellers.2.dateOfBirth': TRAVELLER_MESSAGES.dateOfBirth,
    });
  });

  it('asks for nationality and a passport valid on the last flight on an international trip', () => {
    const abroad = { ...domestic, international: true, lastDate: '2026-12-20' };
    const form = family();
    form.travellers = form.travellers.map((t) => ({
      ...t,
      passportNumber: 'Z1234567',
      passportExpiry: '2031-01-01',
      dateOfBirth: t.type === 'infant' ? t.dateOfBirth : '1990-04-02',
    }));
    form.travellers[1] = { ...form.travellers[1]!, passportNumber: '' };
    form.travellers[2] = { ...form.travellers[2]!, passportExpiry: '2026-12-19' };
    expect(issues(abroad, form)).toEqual({
      'travellers.1.passportNumber': TRAVELLER_MESSAGES.passportNumber,
      'travellers.2.passportExpiry': TRAVELLER_MESSAGES.passportExpired,
    });
  });

  it('checks the contact mobile and e-mail', () => {
    const form = { ...family(), contact: { mobileNo: '5123456789', email: 'aarav@' } };
    expect(Object.keys(issues(domestic, form)).sort()).toEqual([
      'contact.email',
      'contact.mobileNo',
    ]);
  });

  it('checks the GSTIN, with its check character, only when a GST invoice is asked for', () => {
    const form = { ...family(), gst: { gstin: '29AAGCB7383J1Z5', companyName: 'Bharat Tours' } };
    expect(issues(domestic, form)).toEqual({});
    form.gstWanted = true;
    expect(issues(domestic, form)).toEqual({ 'gst.gstin': GSTIN_MESSAGE });
    form.gst.gstin = '29aagcb7383j1z4';
    expect(bookingFormSchema(domestic).parse(form).gst).toEqual({
      gstin: '29AAGCB7383J1Z4',
      companyName: 'Bharat Tours',
    });
  });
});
