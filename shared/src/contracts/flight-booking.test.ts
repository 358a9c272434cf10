import { describe, expect, it } from 'vitest';
import {
  TRAVELLER_MESSAGES,
  ageOn,
  checkTravellers,
  gstinChecksumOk,
  travellerIssueMessage,
  type Traveller,
} from './flight-booking';
import { createBookingRequestSchema } from './schemas/flight-booking';

const adult: Traveller = {
  type: 'adult',
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  gender: 'female',
};
const trip = { travelDate: '2026-12-02', lastDate: '2026-12-02', international: false };

describe('flight booking rules', () => {
  it('counts whole years on the day of travel', () => {
    expect(ageOn('2024-12-02', '2026-12-02')).toBe(2);
    expect(ageOn('2024-12-03', '2026-12-02')).toBe(1);
    expect(ageOn('2014-12-03', '2026-12-02')).toBe(11);
  });

  it('checks infants and children on the travel date, and one infant per adult', () => {
    const infant = (dateOfBirth: string): Traveller => ({
      type: 'infant',
      title: 'Miss',
      firstName: 'Mira',
      lastName: 'Rao',
      gender: 'female',
      dateOfBirth,
    });
    expect(checkTravellers([adult, infant('2024-12-03')], trip)).toEqual([]);
    const [issue] = checkTravellers([adult, infant('2024-12-02')], trip);
    expect(issue && travellerIssueMessage(issue)).toBe(
      `Traveller 2: ${TRAVELLER_MESSAGES.infantAge}`,
    );
    expect(
      checkTravellers(
        [adult, infant('2025-01-01'), { ...infant('2025-02-01'), firstName: 'Nila' }],
        trip,
      )[0]?.field,
    ).toBe('travellers');
  });

  it('asks for passports on international trips, valid on the last day', () => {
    const intl = { ...trip, lastDate: '2026-12-10', international: true };
    expect(checkTravellers([adult], intl).map((i) => i.field)).toEqual([
      'nationality',
      'passportNumber',
      'passportExpiry',
    ]);
    const withPassport = {
      ...adult,
      nationality: 'IN',
      passportNumber: 'Z1234567',
      passportExpiry: '2026-12-09',
    };
    expect(checkTravellers([withPassport], intl)[0]?.message).toBe(
      TRAVELLER_MESSAGES.passportExpired,
    );
  });

  it('validates a GSTIN by its check character', () => {
    expect(gstinChecksumOk('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinChecksumOk('27AAPFU0939F1ZW')).toBe(false);
    expect(gstinChecksumOk('27AAPFU0939F1Z')).toBe(false);
  });

  it('refuses names with digits and a second coupon in the request', () => {
    const base = {
      idempotencyKey: '7b0a4c52-9f0e-4a38-9a3b-2f1f0d7f6c11',
      itineraryId: 'v1.x',
      fareFamily: 'saver',
      contact: { mobileNo: '9876543210', email: 'asha@example.com' },
      expectedAmountPaise: 100,
    };
    const digits = createBookingRequestSchema.safeParse({
      ...base,
      travellers: [{ ...adult, firstName: 'Asha2' }],
    });
    expect(digits.error?.issues[0]?.message).toBe(TRAVELLER_MESSAGES.firstName);
    const two = createBookingRequestSchema.safeParse({
      ...base,
      travellers: [adult],
      couponCode: ['HEG-AAAA-BBBB-CCCC', 'HEG-DDDD-EEEE-FFFF'],
    });
    expect(two.error?.issues[0]?.message).toBe('Only one coupon can be used per booking.');
  });
});
