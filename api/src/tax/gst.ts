/**
 * The GST arithmetic of our documents (see "GST tax invoice and credit note" in
 * docs/product.md): our fees include GST at 18 %, split into CGST and SGST within our state
 * and IGST across states; numbers run per financial year, 1 April to 31 March in India.
 */

/** GST on our services, in percent; every fee we charge includes it. */
export const GST_RATE_PERCENT = 18;

/** SAC of our service: reservation services for transportation (travel agents). */
export const TRAVEL_AGENT_SAC = '998551';

/** GST state codes, as the first two digits of a GSTIN carry them. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** '27-Maharashtra', as a place of supply is written on an invoice. */
export function stateLabel(code: string): string {
  const name = GST_STATES[code];
  return name ? `${code}-${name}` : code;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of a moment in India: '2627' for 1 April 2026 to 31 March 2027. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Where the supply is made: the registered buyer's state (its GSTIN's code); for a buyer
 * without a GSTIN, whose address we do not keep, our own state.
 */
export function placeOfSupply(supplierGstin: string, buyerGstin: string | null): string {
  return (buyerGstin ?? supplierGstin).slice(0, 2);
}

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * A GST-inclusive amount as its taxable value and tax: CGST and SGST (half the rate each, equal
 * to the paisa) when the place of supply is our state, else IGST. The parts add up to the
 * amount exactly; the taxable value takes the rounding.
 */
export function splitInclusive(amountPaise: number, intraState: boolean): GstSplit {
  if (intraState) {
    const half = Math.round((amountPaise * GST_RATE_PERCENT) / 2 / (100 + GST_RATE_PERCENT));
    return {
      taxablePaise: amountPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const tax = Math.round((amountPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
  return { taxablePaise: amountPaise - tax, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}
