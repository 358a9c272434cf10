import {
  CABIN_CLASSES,
  INDIAN_AIRPORTS,
  SORT_KEYS,
  TIME_BANDS,
} from '@travel/shared/contracts/plain';
import type {
  CabinClass,
  FareCalendarRequest,
  FlightSearchRequest,
  FlightSortKey,
  SearchFilters,
  TimeBand,
} from '@travel/shared';

/** Everything a results page shows, as read from and written to its URL. */
export type SearchState = {
  from: string;
  to: string;
  date: string;
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
  sort: FlightSortKey;
  stops: number[];
  airlines: string[];
  dep: TimeBand[];
  arr: TimeBand[];
  /** Whole rupees per adult; null = no bound. */
  priceMin: number | null;
  priceMax: number | null;
  /** The page of the departure list. */
  page: number;
  /** The page of a round trip's return list, which pages on its own. */
  rpage: number;
  /** The chosen outbound itinerary of a round trip, while its return is chosen. */
  out: string;
};

const BAND_VALUES = TIME_BANDS.map((band) => band.value) as readonly string[];

function int(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  // A number the server refuses (10 adults, 1.5) stays as it is, so its message is shown.
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A list as links write it ("0,1") or as the filters' form sends it (stops=0&stops=1). */
function list(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

function bound(value: string | null): number | null {
  if (value === null || value === '') return null;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

/**
 * An airport as the URL names it: a code, or what the search form's airport box held when the
 * browser sent the form itself (before the page's scripts ran): "Mumbai (BOM)", or a city typed.
 */
export function airportParam(value: string | null): string {
  const text = (value ?? '').trim();
  const labelled = /\(([A-Za-z]{3})\)$/.exec(text);
  if (labelled?.[1]) return labelled[1].toUpperCase();
  const city = text.toLowerCase();
  const named = INDIAN_AIRPORTS.find(
    (airport) => airport.city.toLowerCase() === city || airport.name.toLowerCase() === city,
  );
  return named?.code ?? text.toUpperCase();
}

export function readSearch(params: URLSearchParams): SearchState {
  const cabin = params.get('cabin') ?? 'economy';
  const sort = params.get('sort') ?? 'price';
  const page = int(params.get('page'), 1);
  const rpage = int(params.get('rpage'), 1);
  return {
    from: airportParam(params.get('from')),
    to: airportParam(params.get('to')),
    date: params.get('date') ?? '',
    returnDate: params.get('returnDate') ?? '',
    adults: int(params.get('adults'), 1),
    children: int(params.get('children'), 0),
    infants: int(params.get('infants'), 0),
    cabin: (CABIN_CLASSES.some((c) => c.value === cabin) ? cabin : 'economy') as CabinClass,
    sort: ((SORT_KEYS as readonly string[]).includes(sort) ? sort : 'price') as FlightSortKey,
    stops: list(params, 'stops')
      .map(Number)
      .filter((stop) => stop === 0 || stop === 1),
    airlines: list(params, 'airlines').map((code) => code.toUpperCase()),
    dep: list(params, 'dep').filter((band) => BAND_VALUES.includes(band)) as TimeBand[],
    arr: list(params, 'arr').filter((band) => BAND_VALUES.includes(band)) as TimeBand[],
    priceMin: bound(params.get('priceMin')),
    priceMax: bound(params.get('priceMax')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    rpage: Number.isInteger(rpage) && rpage >= 1 ? rpage : 1,
    out: params.get('out') ?? '',
  };
}

/** The URL query of a search; defaults are left out so shared links stay short. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('from', state.from);
  params.set('to', state.to);
  params.set('date', state.date);
  if (state.returnDate) params.set('returnDate', state.returnDate);
  params.set('adults', String(state.adults));
  if (state.children) params.set('children', String(state.children));
  if (state.infants) params.set('infants', String(state.infants));
  params.set('cabin', state.cabin);
  if (state.sort !== 'price') params.set('sort', state.sort);
  if (state.stops.length) params.set('stops', state.stops.join(','));
  if (state.airlines.length) params.set('airlines', state.airlines.join(','));
  if (state.dep.length) params.set('dep', state.dep.join(','));
  if (state.arr.length) params.set('arr', state.arr.join(','));
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.rpage > 1) params.set('rpage', String(state.rpage));
  if (state.out) params.set('out', state.out);
  return params;
}

export function hasSearch(state: SearchState): boolean {
  return state.from !== '' || state.to !== '' || state.date !== '';
}

export function filtersOf(state: SearchState): SearchFilters {
  return {
    stops: state.stops,
    airlines: state.airlines,
    departureBands: state.dep,
    arrivalBands: state.arr,
    ...(state.priceMin !== null ? { priceMinPaise: state.priceMin * 100 } : {}),
    ...(state.priceMax !== null ? { priceMaxPaise: state.priceMax * 100 } : {}),
  };
}

export function activeFilterCount(state: SearchState): number {
  return (
    state.stops.length +
    state.airlines.length +
    state.dep.length +
    state.arr.length +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0)
  );
}

export const NO_FILTERS = {
  stops: [],
  airlines: [],
  dep: [],
  arr: [],
  priceMin: null,
  priceMax: null,
} satisfies Partial<SearchState>;

/**
 * The server's request: while a round trip's return is chosen, the filters apply to it; each
 * list has its own page.
 */
export function searchRequest(state: SearchState): FlightSearchRequest {
  const choosingReturn = state.returnDate !== '' && state.out !== '';
  return {
    from: state.from,
    to: state.to,
    date: state.date,
    ...(state.returnDate ? { returnDate: state.returnDate } : {}),
    cabin: state.cabin,
    adults: state.adults,
    children: state.children,
    infants: state.infants,
    sort: state.sort,
    ...(choosingReturn ? { returnFilters: filtersOf(state) } : { filters: filtersOf(state) }),
    pageNumber: state.page,
    ...(state.returnDate ? { returnPageNumber: state.rpage } : {}),
    pageSize: 20,
  };
}

/** The fare strip's request: the days around the date of the list on screen. */
export function calendarRequest(state: SearchState): FareCalendarRequest {
  const choosingReturn = state.returnDate !== '' && state.out !== '';
  return {
    from: choosingReturn ? state.to : state.from,
    to: choosingReturn ? state.from : state.to,
    date: choosingReturn ? state.returnDate : state.date,
    cabin: state.cabin,
    adults: state.adults,
    children: state.children,
    infants: state.infants,
  };
}

/** The travellers and cabin that follow the visitor from page to page. */
export function travellerParams(
  state: Pick<SearchState, 'adults' | 'children' | 'infants' | 'cabin'>,
) {
  const params = new URLSearchParams();
  params.set('adults', String(state.adults));
  params.set('children', String(state.children));
  params.set('infants', String(state.infants));
  params.set('cabin', state.cabin);
  return params;
}
