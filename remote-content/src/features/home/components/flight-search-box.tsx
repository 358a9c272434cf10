import { Button, FormField, TextInput, media, Select } from '@travel/shared';
import {
  addDays,
  CABIN_CLASSES,
  flightSearchPath,
  INDIAN_AIRPORTS,
  MAX_ADULTS,
  sitePaths,
  todayInIndia,
} from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@travel/shared/router';
import styled from 'styled-components';

type SearchForm = { from: string; to: string; date: string; adults: string; cabin: string };
type SearchField = keyof SearchForm;
const FIELD_ORDER: SearchField[] = ['from', 'to', 'date', 'adults', 'cabin'];

const Form = styled.form`
  display: grid;
  grid-template-columns:
    minmax(0, 1.5fr) auto minmax(0, 1.5fr) minmax(0, 1.25fr) minmax(0, 0.95fr)
    minmax(0, 1.15fr) auto;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgb(10 31 68 / 28%);
  color: ${({ theme }) => theme.colors.text};

  input {
    min-height: 44px;
  }

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) minmax(0, 1fr);

    > :nth-child(4) {
      grid-column: 4;
    }

    > :nth-child(5) {
      grid-column: 1;
    }

    > :nth-child(6) {
      grid-column: 2 / 4;
    }
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xs}`};

    > :nth-child(1) {
      grid-column: 1 / 3;
      grid-row: 1;
    }

    > :nth-child(2) {
      grid-column: 3;
      grid-row: 1 / span 2;
      align-self: center;
      margin-top: 0;
    }

    > :nth-child(3) {
      grid-column: 1 / 3;
      grid-row: 2;
    }

    > :nth-child(4),
    > :nth-child(7) {
      grid-column: 1 / -1;
    }

    > :nth-child(5) {
      grid-column: 1;
    }

    > :nth-child(6) {
      grid-column: 2 / -1;
    }
  }
`;

const Submit = styled.div`
  /* Level with the fields, under a label-sized gap. */
  padding-top: 27px;
  margin-bottom: ${({ theme }) => theme.space.md};

  button {
    min-height: 44px;
    white-space: nowrap;
  }

  @media (max-width: 1100px) {
    grid-column: 4;
  }

  ${media.mobile} {
    padding-top: 0;

    button {
      width: 100%;
    }
  }
`;

const SwapButton = styled.button`
  align-self: start;
  width: 40px;
  height: 40px;
  /* Lines the button up with the selects under their labels. */
  margin-top: 27px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  display: grid;
  place-items: center;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

function initialSearch(): SearchForm {
  return {
    from: 'DEL',
    to: 'BOM',
    date: addDays(todayInIndia(), 7),
    adults: '1',
    cabin: 'economy',
  };
}

/** From, to, date, travellers and class; a valid search opens /html/flights with its query. */
export function FlightSearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<SearchForm>(initialSearch);
  const [errors, setErrors] = useState<Partial<Record<SearchField, string>>>({});

  const update = (field: SearchField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema loads on the first search, so the home page starts without the contract's
    // validators. Should its file not come, the search page checks the same query itself.
    const contracts = await import('@travel/shared/contracts/schemas').catch(() => undefined);
    if (!contracts) {
      void navigate(`${sitePaths.flights}?${new URLSearchParams(form).toString()}`);
      return;
    }
    const result = contracts.flightSearchSchema().safeParse(form);
    if (result.success) {
      void navigate(flightSearchPath(result.data));
      return;
    }
    const found: Partial<Record<SearchField, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as SearchField;
      found[field] ??= issue.message;
    }
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`search-${first}`)?.focus();
  };

  const airportOptions = INDIAN_AIRPORTS.map((airport) => (
    <option key={airport.code} value={airport.code}>
      {airport.city} ({airport.code})
    </option>
  ));

  return (
    // Before the page's scripts have started, the browser submits the form itself: the search
    // page reads the same query.
    <Form
      action={sitePaths.flights}
      method="get"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('content.search.label')}
    >
      <FormField label={t('content.search.from')} htmlFor="search-from" error={errors.from}>
        <Select
          id="search-from"
          name="from"
          value={form.from}
          onChange={(event) => update('from', event.target.value)}
        >
          {airportOptions}
        </Select>
      </FormField>
      <SwapButton
        type="button"
        aria-label={t('content.search.swap')}
        title={t('content.search.swap')}
        onClick={() => {
          setForm((current) => ({ ...current, from: current.to, to: current.from }));
          setErrors((current) => ({ ...current, from: undefined, to: undefined }));
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M7 7h13m0 0-4-4m4 4-4 4M17 17H4m0 0 4-4m-4 4 4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </SwapButton>
      <FormField label={t('content.search.to')} htmlFor="search-to" error={errors.to}>
        <Select
          id="search-to"
          name="to"
          value={form.to}
          onChange={(event) => update('to', event.target.value)}
        >
          {airportOptions}
        </Select>
      </FormField>
      <FormField label={t('content.search.date')} htmlFor="search-date" error={errors.date}>
        <TextInput
          id="search-date"
          name="date"
          type="date"
          min={todayInIndia()}
          value={form.date}
          onChange={(event) => update('date', event.target.value)}
        />
      </FormField>
      <FormField
        label={t('content.search.travellers')}
        htmlFor="search-adults"
        error={errors.adults}
      >
        <Select
          id="search-adults"
          name="adults"
          value={form.adults}
          onChange={(event) => update('adults', event.target.value)}
        >
          {Array.from({ length: MAX_ADULTS }, (_, index) => (
            <option key={index} value={index + 1}>
              {t('content.search.adults', { count: index + 1 })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('content.search.cabinLabel')} htmlFor="search-cabin" error={errors.cabin}>
        <Select
          id="search-cabin"
          name="cabin"
          value={form.cabin}
          onChange={(event) => update('cabin', event.target.value)}
        >
          {CABIN_CLASSES.map((cabin) => (
            <option key={cabin.value} value={cabin.value}>
              {t(`content.search.cabin.${cabin.value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <Submit>
        <Button type="submit">{t('content.search.submit')}</Button>
      </Submit>
    </Form>
  );
}
