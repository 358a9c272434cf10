import { Button, TextInput } from '@travel/shared';
import { TIME_BANDS, formatInr } from '@travel/shared/contracts/plain';
import type { SearchFacets, TimeBand } from '@travel/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { NO_FILTERS, type SearchState } from '../search-params';
import { useT } from '@travel/shared/i18n';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  fieldset {
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }

  label.check {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 32px;
    cursor: pointer;

    input {
      width: 18px;
      height: 18px;
      accent-color: ${({ theme }) => theme.colors.primary};
    }

    span {
      flex: 1;
    }

    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Bands = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};

  label {
    display: block;
    cursor: pointer;
  }

  input {
    position: absolute;
    opacity: 0;
  }

  span {
    display: block;
    padding: 6px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

type FilterChange = Partial<
  Pick<SearchState, 'stops' | 'airlines' | 'dep' | 'arr' | 'priceMin' | 'priceMax'>
>;

function BandGroup({
  legend,
  name,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  chosen: TimeBand[];
  onChange: (bands: TimeBand[]) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Bands>
        {TIME_BANDS.map((band) => (
          <label key={band.value}>
            <input
              type="checkbox"
              name={name}
              checked={chosen.includes(band.value)}
              onChange={() => onChange(toggle(chosen, band.value))}
            />
            <span>{t(`flights.timeBand.${band.value}`)}</span>
          </label>
        ))}
      </Bands>
    </fieldset>
  );
}

/** Stops, airlines, time bands and a price range, offered from the whole day's facets. */
export function FiltersPanel({
  state,
  facets,
  onChange,
  idPrefix,
}: {
  state: SearchState;
  facets: SearchFacets;
  onChange: (change: FilterChange) => void;
  idPrefix: string;
}) {
  const t = useT();
  const [priceMin, setPriceMin] = useState(state.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(state.priceMax?.toString() ?? '');
  const [priceError, setPriceError] = useState('');

  const applyPrice = () => {
    const min = priceMin.trim() === '' ? null : Number(priceMin);
    const max = priceMax.trim() === '' ? null : Number(priceMax);
    if (
      (min !== null && !(Number.isInteger(min) && min >= 0)) ||
      (max !== null && !(Number.isInteger(max) && max >= 0))
    ) {
      setPriceError(t('flights.filters.wholeRupees'));
      return;
    }
    if (min !== null && max !== null && min > max) {
      setPriceError(t('flights.filters.minBelowMax'));
      return;
    }
    setPriceError('');
    onChange({ priceMin: min, priceMax: max });
  };

  return (
    <Panel>
      <Head>
        <h2>{t('flights.filters.heading')}</h2>
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          {t('flights.filters.clearAll')}
        </Button>
      </Head>
      <fieldset>
        <legend>{t('flights.filters.stops')}</legend>
        {facets.stops.map((stop) => (
          <label className="check" key={stop.stops}>
            <input
              type="checkbox"
              checked={state.stops.includes(stop.stops)}
              onChange={() => onChange({ stops: toggle(state.stops, stop.stops) })}
            />
            <span>{t('flights.filters.stopOption', { stops: stop.stops, count: stop.count })}</span>
            <small>{formatInr(stop.minPricePaise)}</small>
          </label>
        ))}
      </fieldset>
      <BandGroup
        legend={t('flights.filters.departureTime')}
        name={`${idPrefix}-dep`}
        chosen={state.dep}
        onChange={(dep) => onChange({ dep })}
      />
      <BandGroup
        legend={t('flights.filters.arrivalTime')}
        name={`${idPrefix}-arr`}
        chosen={state.arr}
        onChange={(arr) => onChange({ arr })}
      />
      <fieldset>
        <legend>{t('flights.filters.airlines')}</legend>
        {facets.airlines.map((airline) => (
          <label className="check" key={airline.code}>
            <input
              type="checkbox"
              checked={state.airlines.includes(airline.code)}
              onChange={() => onChange({ airlines: toggle(state.airlines, airline.code) })}
            />
            <span>
              {airline.name} ({airline.count})
            </span>
            <small>{formatInr(airline.minPricePaise)}</small>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('flights.filters.price')}</legend>
        <PriceRow>
          <div>
            <label htmlFor={`${idPrefix}-price-min`}>{t('flights.filters.priceFrom')}</label>
            <TextInput
              id={`${idPrefix}-price-min`}
              inputMode="numeric"
              placeholder={
                facets.priceMinPaise !== null ? String(Math.floor(facets.priceMinPaise / 100)) : ''
              }
              value={priceMin}
              invalid={priceError !== ''}
              aria-describedby={priceError ? `${idPrefix}-price-error` : undefined}
              onChange={(event) => setPriceMin(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${idPrefix}-price-max`}>{t('flights.filters.priceTo')}</label>
            <TextInput
              id={`${idPrefix}-price-max`}
              inputMode="numeric"
              placeholder={
                facets.priceMaxPaise !== null ? String(Math.ceil(facets.priceMaxPaise / 100)) : ''
              }
              value={priceMax}
              invalid={priceError !== ''}
              aria-describedby={priceError ? `${idPrefix}-price-error` : undefined}
              onChange={(event) => setPriceMax(event.target.value)}
            />
          </div>
        </PriceRow>
        {priceError && (
          <p
            id={`${idPrefix}-price-error`}
            role="alert"
            style={{ color: '#C62828', margin: '8px 0 0' }}
          >
            {priceError}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={applyPrice} style={{ marginTop: 8 }}>
          {t('flights.filters.applyPrice')}
        </Button>
      </fieldset>
    </Panel>
  );
}
