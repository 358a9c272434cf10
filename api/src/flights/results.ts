import {
  type FlightSortKey,
  type SearchFacets,
  type SearchFilters,
  TIME_BANDS,
  type TimeBand,
} from '@travel/shared/contracts';
import type { SupplierOffer } from './supplier';

function inBands(minute: number, bands: readonly TimeBand[] | undefined): boolean {
  if (!bands || bands.length === 0) return true;
  return bands.some((value) => {
    const band = TIME_BANDS.find((candidate) => candidate.value === value)!;
    return minute >= band.from * 60 && minute < band.to * 60;
  });
}

export function applyFilters(
  offers: SupplierOffer[],
  filters: SearchFilters | undefined,
): SupplierOffer[] {
  if (!filters) return offers;
  const { stops, airlines, departureBands, arrivalBands, priceMinPaise, priceMaxPaise } = filters;
  return offers.filter(
    (offer) =>
      (!stops?.length || stops.includes(offer.stops)) &&
      (!airlines?.length || offer.carriers.some((carrier) => airlines.includes(carrier.code))) &&
      inBands(offer.departureMinute, departureBands) &&
      inBands(offer.arrivalMinute, arrivalBands) &&
      (priceMinPaise === undefined || offer.price.totalPaise >= priceMinPaise) &&
      (priceMaxPaise === undefined || offer.price.totalPaise <= priceMaxPaise),
  );
}

const KEYS: Record<FlightSortKey, (offer: SupplierOffer) => number> = {
  price: (offer) => offer.price.totalPaise,
  departure: (offer) => offer.departureUtc,
  arrival: (offer) => offer.arrivalUtc,
  duration: (offer) => offer.arrivalUtc - offer.departureUtc,
};

/** By the chosen key; ties by price, then by departure, so a page never reshuffles. */
export function sortOffers(
  offers: SupplierOffer[],
  key: FlightSortKey,
  order: 'asc' | 'desc',
): SupplierOffer[] {
  const primary = KEYS[key];
  const sign = order === 'asc' ? 1 : -1;
  return [...offers].sort(
    (a, b) =>
      sign * (primary(a) - primary(b)) ||
      a.price.totalPaise - b.price.totalPaise ||
      a.departureUtc - b.departureUtc ||
      a.stops - b.stops,
  );
}

const orderedLists = new WeakMap<SupplierOffer[], Map<string, SupplierOffer[]>>();
const ORDERED_LISTS_KEPT = 50;

/**
 * Filtered and sorted, kept per list of offers: a priced day is shared by the searches that
 * see the same seats, so the next page or the same search again reuses the order.
 */
export function orderedOffers(
  offers: SupplierOffer[],
  filters: SearchFilters | undefined,
  key: FlightSortKey,
  order: 'asc' | 'desc',
): SupplierOffer[] {
  let lists = orderedLists.get(offers);
  if (!lists) {
    lists = new Map();
    orderedLists.set(offers, lists);
  }
  const listKey = `${key}|${order}|${filters ? JSON.stringify(filters) : ''}`;
  let list = lists.get(listKey);
  if (!list) {
    list = sortOffers(applyFilters(offers, filters), key, order);
    if (lists.size >= ORDERED_LISTS_KEPT) lists.delete(lists.keys().next().value!);
    lists.set(listKey, list);
  }
  return list;
}

const facetLists = new WeakMap<SupplierOffer[], SearchFacets>();

/** What the filters can offer for the whole day, before any filter is applied. */
export function facetsOf(offers: SupplierOffer[]): SearchFacets {
  let facets = facetLists.get(offers);
  if (!facets) {
    facets = countFacets(offers);
    facetLists.set(offers, facets);
  }
  return facets;
}

function countFacets(offers: SupplierOffer[]): SearchFacets {
  const airlines = new Map<
    string,
    { code: string; name: string; count: number; minPricePaise: number }
  >();
  const stops = new Map<number, { stops: number; count: number; minPricePaise: number }>();
  let min: number | null = null;
  let max: number | null = null;
  for (const offer of offers) {
    const price = offer.price.totalPaise;
    min = min === null ? price : Math.min(min, price);
    max = max === null ? price : Math.max(max, price);
    for (const carrier of offer.carriers) {
      const facet = airlines.get(carrier.code) ?? { ...carrier, count: 0, minPricePaise: price };
      facet.count += 1;
      facet.minPricePaise = Math.min(facet.minPricePaise, price);
      airlines.set(carrier.code, facet);
    }
    const stop = stops.get(offer.stops) ?? { stops: offer.stops, count: 0, minPricePaise: price };
    stop.count += 1;
    stop.minPricePaise = Math.min(stop.minPricePaise, price);
    stops.set(offer.stops, stop);
  }
  return {
    airlines: [...airlines.values()].sort(
      (a, b) => a.minPricePaise - b.minPricePaise || a.code.localeCompare(b.code),
    ),
    stops: [...stops.values()].sort((a, b) => a.stops - b.stops),
    priceMinPaise: min,
    priceMaxPaise: max,
  };
}
