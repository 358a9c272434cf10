import { rupeesToPaise } from '@travel/shared/contracts/plain';

export type FlightDeal = {
  /** 'YYYY-MM-DD' */
  date: string;
  from: string;
  to: string;
  /** Lowest one-way economy fare seen for the day, per adult. */
  fromAmountPaise: number;
};

/** Sample one-way fares shown on the home page; the flights section has the live ones. */
export const FLIGHT_DEALS: readonly FlightDeal[] = [
  { date: '2026-12-05', from: 'DEL', to: 'BOM', fromAmountPaise: rupeesToPaise(3899) },
  { date: '2026-12-12', from: 'BLR', to: 'GOI', fromAmountPaise: rupeesToPaise(2749) },
  { date: '2026-12-18', from: 'BOM', to: 'CCU', fromAmountPaise: rupeesToPaise(4599) },
  { date: '2026-12-22', from: 'HYD', to: 'DEL', fromAmountPaise: rupeesToPaise(4250) },
  { date: '2027-01-09', from: 'MAA', to: 'DEL', fromAmountPaise: rupeesToPaise(5299) },
  { date: '2027-01-16', from: 'CCU', to: 'BLR', fromAmountPaise: rupeesToPaise(4999) },
  { date: '2027-01-23', from: 'DEL', to: 'JAI', fromAmountPaise: rupeesToPaise(2199) },
  { date: '2027-01-30', from: 'COK', to: 'BOM', fromAmountPaise: rupeesToPaise(3499) },
];
