import { Button, Card, Modal, StatePanel, apiErrorMessage, media } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { FlightSearchResponse, Itinerary, ResultList } from '@travel/shared';
import { Pagination, pageCount } from '@travel/shared/lists';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDay, localTime, plural } from '../../../ui/format';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useItinerary } from '../../../api/itinerary';
import { LazyRouteMap, RouteMapToggle } from '../../../ui/map/lazy-route-map';
import { useFareCalendar } from '../api/calendar';
import { useFlightSearch } from '../api/search';
import { NO_FILTERS, activeFilterCount, searchRequest, type SearchState } from '../search-params';
import { FareStrip } from './fare-strip';
import { FiltersPanel } from './filters-panel';
import { ItineraryCard } from './itinerary-card';
import { SortBar } from './sort-bar';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 270px minmax(0, 1fr);

  &:has(> :only-child) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SideColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-self: stretch;
`;

const Side = styled(Card).attrs({ as: 'aside' })`
  position: sticky;
  top: 80px;
`;

const MapCard = styled(Card)`
  padding: ${({ theme }) => theme.space.sm};
`;

const Main = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity 0.15s;

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chosen = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};

  p {
    margin: 0;
  }
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

type Change = Partial<SearchState>;

function summary(itinerary: Itinerary): string {
  const numbers = itinerary.segments.map((segment) => segment.flightNumber).join(', ');
  return `${numbers}, ${localTime(itinerary.depTime)} - ${localTime(itinerary.arrTime)}, ${formatInr(itinerary.price.totalPaise)}`;
}

/** The server's results for the search in the URL: fare strip, sorting, filters and pages. */
export function FlightResults({
  state,
  onChange,
  onChoose,
}: {
  state: SearchState;
  onChange: (change: Change, replace?: boolean) => void;
  onChoose: (outbound: string, inbound?: string) => void;
}) {
  const phone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useFlightSearch(searchRequest(state));
  const choosingReturn = state.returnDate !== '' && state.out !== '';
  // The departure chosen may sit on any page of its list: it is read on its own.
  const chosen = useItinerary(choosingReturn ? state.out : '', state.cabin);
  const stripDate = choosingReturn ? state.returnDate : state.date;
  const calendar = useFareCalendar(
    search.isError
      ? null
      : {
          from: choosingReturn ? state.to : state.from,
          to: choosingReturn ? state.from : state.to,
          date: stripDate,
          cabin: state.cabin,
          adults: state.adults,
          children: state.children,
          infants: state.infants,
        },
  );

  if (search.isPending) return <StatePanel kind="loading" label="Searching flights…" />;
  if (search.isError) {
    return (
      <StatePanel
        kind="error"
        message={apiErrorMessage(search.error)}
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
  const setDate = (date: string) =>
    onChange(
      choosingReturn ? { returnDate: date, rpage: 1 } : { date, page: 1, rpage: 1, out: '' },
    );

  const filters = (idPrefix: string) => (
    <FiltersPanel
      key={`${idPrefix}-${state.priceMin}-${state.priceMax}`}
      idPrefix={idPrefix}
      state={state}
      facets={list.facets}
      onChange={(change) => onChange({ ...change, ...firstPage })}
    />
  );

  let body;
  if (list.noFlights) {
    body = (
      <StatePanel kind="notice" title="No flights that day">
        {list.noFlights.message}
      </StatePanel>
    );
    if (list.noFlights.nearestDates.length > 0) {
      body = (
        <>
          {body}
          <Days>
            {list.noFlights.nearestDates.map((date) => (
              <Button key={date} variant="secondary" onClick={() => setDate(date)}>
                Fly on {formatDay(date)}
              </Button>
            ))}
          </Days>
        </>
      );
    }
  } else if (list.items.length === 0) {
    body = (
      <StatePanel
        kind="empty"
        title="No flights match your filters"
        action={
          <Button variant="secondary" onClick={() => onChange({ ...NO_FILTERS, ...firstPage })}>
            Clear all filters
          </Button>
        }
      >
        Try fewer filters to see more flights.
      </StatePanel>
    );
  } else {
    body = (
      <>
        <List aria-label={`Flights from ${fromCity} to ${toCity}`} aria-busy={search.isFetching}>
          {list.items.map((itinerary) => (
            <ItineraryCard
              key={itinerary.id}
              itinerary={itinerary}
              chooseLabel={state.returnDate && !choosingReturn ? 'Choose' : 'Book'}
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
          label="Result pages"
          page={list.pageNumber}
          pages={pageCount(list.total, list.pageSize)}
          onPage={(page) => {
            onChange(choosingReturn ? { rpage: page } : { page });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <Layout>
      {!phone && !list.noFlights && (
        <SideColumn>
          <MapCard>
            <LazyRouteMap legs={[[state.from, state.to]]} />
          </MapCard>
          <Side>{filters('filter')}</Side>
        </SideColumn>
      )}
      <Main aria-label="Results">
        {outboundChosen && (
          <Chosen>
            <p>
              <strong>Departure chosen:</strong> {summary(outboundChosen)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => onChange({ out: '', rpage: 1 })}>
              Change
            </Button>
          </Chosen>
        )}
        <Heading>
          <h2>
            {choosingReturn ? 'Return: ' : state.returnDate ? 'Departure: ' : ''}
            {fromCity} to {toCity}, {formatDay(list.date)}
          </h2>
          <p>{plural(list.total, 'flight')}</p>
        </Heading>
        {phone && !list.noFlights && <RouteMapToggle legs={[[state.from, state.to]]} />}
        {calendar.data && <FareStrip calendar={calendar.data} date={stripDate} onDate={setDate} />}
        {!list.noFlights && (
          <SortBar sort={state.sort} onSort={(sort) => onChange({ sort, ...firstPage })} />
        )}
        {phone && !list.noFlights && (
          <Button variant="secondary" onClick={() => setFiltersOpen(true)}>
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
        )}
        {body}
      </Main>
      {phone && (
        <Modal open={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filter flights">
          {filters('sheet-filter')}
          <Button block onClick={() => setFiltersOpen(false)}>
            Show {plural(list.total, 'flight')}
          </Button>
        </Modal>
      )}
    </Layout>
  );
}
