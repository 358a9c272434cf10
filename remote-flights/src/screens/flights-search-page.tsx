import { sitePaths } from '@travel/shared/contracts/plain';
import { Card, Modal, PageContainer, PageTitle, media } from '@travel/shared';
import type { FlightSearchFormValues } from '@travel/shared';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@travel/shared/router';
import styled from 'styled-components';
import { trackFunnel } from '../ui/funnel';
import { useAllAirports } from '../api/airports';
import { FlightResults } from '../features/search/components/flight-results';
import { SearchForm, formValuesOf } from '../features/search/components/search-form';
import {
  NO_FILTERS,
  hasSearch,
  readSearch,
  travellerParams,
  writeSearch,
  type SearchState,
} from '../features/search/search-params';
import { formatDay, travellersLabel } from '../ui/format';
import { SheetLink } from '../ui/sheet-link';
import { useIsPhone } from '../ui/use-is-phone';
import { useDates, useT, type Catalogs } from '@travel/shared/i18n';

const FormCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A past search on a phone: one line, and the form a sheet away. Hidden on wider screens. */
const Summary = styled(Card)`
  display: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }

  strong {
    display: block;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    display: flex;
  }
`;

/**
 * The form above a past search's results: on a phone the summary stands in for it, unless the
 * summary's Modify was tapped before the page's scripts ran (SheetLink).
 */
const SearchedFormCard = styled(FormCard)`
  ${media.mobile} {
    display: none;

    &:target {
      display: block;
      scroll-margin-top: 80px;
    }
  }
`;

const SEARCH_FORM_ID = 'search-form';

const Title = styled(PageTitle)`
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

export default function FlightsSearchPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const dates = useDates();
  const navigate = useNavigate();
  const state = readSearch(params);
  const searched = hasSearch(state);
  const [sheetOpen, setSheetOpen] = useState(false);
  const airports = useAllAirports();
  const city = (code: string) =>
    airports.data?.find((airport) => airport.code === code)?.city ?? code;
  // Remounts the form when the URL's search changes (back, a fare-strip day, a new link).
  const formKey = [
    state.from,
    state.to,
    state.date,
    state.returnDate,
    state.adults,
    state.children,
    state.infants,
    state.cabin,
  ].join('|');

  const change = (next: Partial<SearchState>, replace = false) => {
    setParams(writeSearch({ ...state, ...next }), { replace });
  };

  const onSearch = (values: FlightSearchFormValues) => {
    setSheetOpen(false);
    trackFunnel({
      action: 'search',
      label: `${values.from}-${values.to}${values.trip === 'round-trip' ? ' round trip' : ''}`,
    });
    change({
      from: values.from,
      to: values.to,
      date: values.date,
      returnDate: values.trip === 'round-trip' ? values.returnDate : '',
      adults: values.adults,
      children: values.children,
      infants: values.infants,
      cabin: values.cabin,
      ...NO_FILTERS,
      page: 1,
      rpage: 1,
      out: '',
    });
  };

  const infoHref = (outbound: string, inbound?: string) => {
    const query = new URLSearchParams({ itinerary: outbound });
    if (inbound) query.set('return', inbound);
    for (const [key, value] of travellerParams(state)) query.set(key, value);
    return `${sitePaths.flightsInfo}?${query.toString()}`;
  };

  const onChoose = (outbound: string, inbound?: string) => {
    trackFunnel({ action: 'select_itinerary', label: `${state.from}-${state.to}` });
    void navigate(infoHref(outbound, inbound));
  };

  const form = <SearchForm key={formKey} initial={formValuesOf(state)} onSearch={onSearch} />;
  const phoneSummary = searched && (
    <Summary>
      <p>
        <strong>
          {city(state.from)} → {city(state.to)}
        </strong>
        <span>
          {formatDay(dates, state.date)}
          {state.returnDate && ` - ${formatDay(dates, state.returnDate)}`} ·{' '}
          {travellersLabel(t, state)}
        </span>
      </p>
      <SheetLink size="sm" target={SEARCH_FORM_ID} onOpen={() => setSheetOpen(true)}>
        {t('flights.search.modify')}
      </SheetLink>
    </Summary>
  );

  return (
    <PageContainer>
      <Title>{t('page.flights')}</Title>
      <PhoneAware
        searched={searched}
        form={form}
        summary={phoneSummary}
        sheetOpen={sheetOpen}
        onCloseSheet={() => setSheetOpen(false)}
      />
      {searched && (
        <FlightResults
          state={state}
          onChange={change}
          hrefOf={(next) => `${sitePaths.flights}?${writeSearch({ ...state, ...next }).toString()}`}
          infoHref={infoHref}
          onChoose={onChoose}
        />
      )}
    </PageContainer>
  );
}

/**
 * On a phone a past search shows as one line whose form opens as a sheet. Which of the two
 * shows is the style sheet's choice, so the server's page is the phone's page too and nothing
 * moves when the scripts arrive.
 */
function PhoneAware({
  searched,
  form,
  summary,
  sheetOpen,
  onCloseSheet,
}: {
  searched: boolean;
  form: ReactNode;
  summary: ReactNode;
  sheetOpen: boolean;
  onCloseSheet: () => void;
}) {
  const phone = useIsPhone();
  const t = useT();
  if (!searched) return <FormCard>{form}</FormCard>;
  const inSheet = phone && sheetOpen;
  return (
    <>
      {summary}
      {!inSheet && <SearchedFormCard id={SEARCH_FORM_ID}>{form}</SearchedFormCard>}
      {phone && (
        <Modal open={sheetOpen} onClose={onCloseSheet} title={t('flights.search.modifySearch')}>
          {inSheet && form}
        </Modal>
      )}
    </>
  );
}

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsSearchPage-en-IN" */ '../locales/en-IN.json?screen=flights-search-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsSearchPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-search-page&messages'
    ),
};
