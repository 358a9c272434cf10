import { Button, Modal, StatePanel, apiErrorMessage } from '@travel/shared';
import type { FlightSearchResponse, ResultList } from '@travel/shared';
import { Pagination, pageCount } from '@travel/shared/lists';
import { useState } from 'react';
import { formatDay } from '../../../ui/format';
import { GoButton } from '../../../ui/go-button';
import { SheetLink } from '../../../ui/sheet-link';
import { useItinerary } from '../../../api/itinerary';
import { LazyRouteMap, RouteMapToggle } from '../../../ui/map/lazy-route-map';
import { useFareCalendar } from '../api/calendar';
import { useFlightSearch } from '../api/search';
import {
  NO_FILTERS,
  activeFilterCount,
  calendarRequest,
  searchRequest,
  type SearchState,
} from '../search-params';
import { FareStrip } from './fare-strip';
import { FiltersPanel } from './filters-panel';
import { ItineraryCard, itinerarySummary } from './itinerary-card';
import {
  Chosen,
  Days,
  Heading,
  Layout,
  List,
  Main,
  MapCard,
  Pending,
  PhoneOnly,
  Side,
  SideColumn,
  StripPlace,
} from './results-layout';
import { SortBar } from './sort-bar';
import { useDates, useI18n, useT } from '@travel/shared/i18n';

type Change = Partial<SearchState>;

const FILTERS_ID = 'filters';

/** The server's results for the search in the URL: fare strip, sorting, filters and pages. */
export function FlightResults({
  state,
  onChange,
  hrefOf,
  infoHref,
  onChoose,
}: {
  state: SearchState;
  onChange: (change: Change, replace?: boolean) => void;
  /** The URL of the results after a change, for what works as a link. */
  hrefOf: (change: Change) => string;
  /** The URL of an itinerary's page (with its return, on a round trip). */
  infoHref: (outbound: string, inbound?: string) => string;
  onChoose: (outbound: string, inbound?: string) => void;
}) {
  const t = useT();
  const i18n = useI18n();
  const dates = useDates();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useFlightSearch(searchRequest(state));
  const choosingReturn = state.returnDate !== '' && state.out !== '';
  // The departure chosen may sit on any page of its list: it is read on its own.
  const chosen = useItinerary(choosingReturn ? state.out : '', state.cabin);
  const stripDate = choosingReturn ? state.returnDate : state.date;
  const calendar = useFareCalendar(search.isError ? null : calendarRequest(state));

  if (search.isPending) {
    return (
      <Pending>
        <StatePanel kind="loading" label={t('flights.results.searching')} />
      </Pending>
    );
  }
  if (search.isError) {
    return (
      <StatePanel
        kind="error"
        message={apiErrorMessage(search.error, undefined, i18n)}
        onRetry={() => void search.refetch()}
      />
    );
  }

  const data: FlightSearchResponse = search.data;
  const list: ResultList | null = choosingReturn ? data.inbound : data.outbound;
  if (!list) return null;
  const outboundChosen = choosingReturn ? chosen.data : undefined;
  /** The page of the list on screen: the return list pages on its own. */
  const firstPage: Change = choosingReturn ? { rpage: 1 } : { page: 1 };
  const fromCity = choosingReturn ? data.to.city : data.from.city;
  const toCity = choosingReturn ? data.from.city : data.to.city;
  const filterCount = activeFilterCount(state);
  const dateChange = (date: string): Change =>
    choosingReturn ? { returnDate: date, rpage: 1 } : { date, page: 1, rpage: 1, out: '' };
  const setDate = (date: string) => onChange(dateChange(date));
  const noFilters: Change = { ...NO_FILTERS, ...firstPage };

  const filters = (idPrefix: string) => (
    <FiltersPanel
      key={`${idPrefix}-${state.priceMin}-${state.priceMax}`}
      idPrefix={idPrefix}
      state={state}
      facets={list.facets}
      clearHref={hrefOf(noFilters)}
      onChange={(change) => onChange({ ...change, ...firstPage })}
    />
  );

  let body;
  if (list.noFlights) {
    body = (
      <StatePanel kind="notice" title={t('flights.results.noFlightsThatDay')}>
        {t(`flights.results.noFlights.${list.noFlights.reason}`, {
          cabin: t(`flights.cabin.${state.cabin}`).toLowerCase(),
          from: fromCity,
          to: toCity,
          date: formatDay(dates, list.date),
          seats: state.adults + state.children,
        })}
      </StatePanel>
    );
    if (list.noFlights.nearestDates.length > 0) {
      body = (
        <>
          {body}
          <Days>
            {list.noFlights.nearestDates.map((date) => (
              <GoButton
                key={date}
                variant="secondary"
                href={hrefOf(dateChange(date))}
                onGo={() => setDate(date)}
              >
                {t('flights.results.flyOn', { date: formatDay(dates, date) })}
              </GoButton>
            ))}
          </Days>
        </>
      );
    }
  } else if (list.items.length === 0) {
    body = (
      <StatePanel
        kind="empty"
        title={t('flights.results.noMatch')}
        action={
          <GoButton variant="secondary" href={hrefOf(noFilters)} onGo={() => onChange(noFilters)}>
            {t('flights.results.clearAllFilters')}
          </GoButton>
        }
      >
        {t('flights.results.tryFewerFilters')}
      </StatePanel>
    );
  } else {
    body = (
      <>
        <List
          aria-label={t('flights.results.listLabel', { from: fromCity, to: toCity })}
          aria-busy={search.isFetching}
        >
          {list.items.map((itinerary) => (
            <ItineraryCard
              key={itinerary.id}
              itinerary={itinerary}
              chooseHref={
                state.returnDate && !choosingReturn
                  ? hrefOf({ out: itinerary.id, ...NO_FILTERS, rpage: 1 })
                  : choosingReturn
                    ? infoHref(state.out, itinerary.id)
                    : infoHref(itinerary.id)
              }
              chooseLabel={t(
                state.returnDate && !choosingReturn
                  ? 'flights.itinerary.choose'
                  : 'flights.itinerary.book',
              )}
              onChoose={() => {
                if (state.returnDate && !choosingReturn) {
                  onChange({ out: itinerary.id, ...NO_FILTERS, rpage: 1 });
                  window.scrollTo({ top: 0 });
                } else if (choosingReturn) onChoose(state.out, itinerary.id);
                else onChoose(itinerary.id);
              }}
            />
          ))}
        </List>
        <Pagination
          label={t('flights.results.pages')}
          page={list.pageNumber}
          pages={pageCount(list.total, list.pageSize)}
          onPage={(page) => {
            onChange(choosingReturn ? { rpage: page } : { page });
            window.scrollTo({ top: 0 });
          }}
          hrefOf={(page) => hrefOf(choosingReturn ? { rpage: page } : { page })}
        />
      </>
    );
  }

  return (
    <Layout>
      {!list.noFlights && (
        <SideColumn id={FILTERS_ID}>
          <MapCard>
            <LazyRouteMap legs={[[state.from, state.to]]} />
          </MapCard>
          <Side>{filters('filter')}</Side>
        </SideColumn>
      )}
      <Main aria-label={t('flights.results.label')}>
        {outboundChosen && (
          <Chosen>
            <p>
              <strong>{t('flights.results.departureChosen')}</strong>{' '}
              {itinerarySummary(outboundChosen)}
            </p>
            <GoButton
              variant="secondary"
              size="sm"
              href={hrefOf({ out: '', rpage: 1 })}
              onGo={() => onChange({ out: '', rpage: 1 })}
            >
              {t('flights.results.change')}
            </GoButton>
          </Chosen>
        )}
        <Heading>
          <h2>
            {t(
              choosingReturn
                ? 'flights.results.headingReturn'
                : state.returnDate
                  ? 'flights.results.headingDeparture'
                  : 'flights.results.heading',
              { from: fromCity, to: toCity, date: formatDay(dates, list.date) },
            )}
          </h2>
          <p>{t('flights.results.count', { count: list.total })}</p>
        </Heading>
        {!list.noFlights && (
          <PhoneOnly>
            <RouteMapToggle legs={[[state.from, state.to]]} />
          </PhoneOnly>
        )}
        {calendar.data ? (
          <FareStrip
            calendar={calendar.data}
            date={stripDate}
            hrefOf={(date) => hrefOf(dateChange(date))}
            onDate={setDate}
          />
        ) : (
          calendar.isPending && <StripPlace aria-hidden="true" />
        )}
        {!list.noFlights && (
          <SortBar
            sort={state.sort}
            hrefOf={(sort) => hrefOf({ sort, ...firstPage })}
            onSort={(sort) => onChange({ sort, ...firstPage })}
          />
        )}
        {!list.noFlights && (
          <PhoneOnly>
            <SheetLink target={FILTERS_ID} onOpen={() => setFiltersOpen(true)}>
              {filterCount > 0
                ? t('flights.results.filtersCount', { count: filterCount })
                : t('flights.filters.heading')}
            </SheetLink>
          </PhoneOnly>
        )}
        {body}
      </Main>
      <Modal
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('flights.results.filterFlights')}
      >
        {filters('sheet-filter')}
        <Button block onClick={() => setFiltersOpen(false)}>
          {t('flights.results.show', { count: list.total })}
        </Button>
      </Modal>
    </Layout>
  );
}
