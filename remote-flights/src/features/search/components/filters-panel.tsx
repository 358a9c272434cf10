import { Button, QueryFields, TextInput, useHydrated } from '@travel/shared';
import { TIME_BANDS, formatInr } from '@travel/shared/contracts/plain';
import type { SearchFacets, TimeBand } from '@travel/shared';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { GoButton } from '../../../ui/go-button';
import { NO_FILTERS, readSearch, type SearchState } from '../search-params';
import { useT } from '@travel/shared/i18n';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }

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

/**
 * What the visitor ticked in the painted form before the page's scripts took it over (React
 * keeps a box's state as the visitor left it, but does not tell the page), as a change. A filter
 * the URL names that the form does not offer (an airline not flying that day) is kept.
 */
function tickedBeforeScripts(form: HTMLFormElement, state: SearchState): FilterChange {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  const change: FilterChange = {};
  for (const name of ['stops', 'airlines', 'dep', 'arr'] as const) {
    const named = boxes.filter((box) => box.name === name);
    const chosen = (state[name] as readonly (string | number)[]).map(String);
    const ticked = named.filter((box) => box.checked).map((box) => box.value);
    const kept = chosen.filter((value) => !named.some((box) => box.value === value));
    if (named.some((box) => box.checked !== chosen.includes(box.value))) {
      // The same reading as the form's own submission.
      const read = readSearch(
        new URLSearchParams([...kept, ...ticked].map((value) => [name, value])),
      );
      Object.assign(change, { [name]: read[name] });
    }
  }
  return change;
}

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
              value={band.value}
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

/**
 * Stops, airlines, time bands and a price range, offered from the whole day's facets. The panel
 * is a GET form to the results (`clearHref`, the same search with no filters), so it filters
 * before the page's scripts run too; once they have, a box applies as it is ticked.
 */
export function FiltersPanel({
  state,
  facets,
  onChange,
  clearHref,
  idPrefix,
}: {
  state: SearchState;
  facets: SearchFacets;
  onChange: (change: FilterChange) => void;
  clearHref: string;
  idPrefix: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [priceMin, setPriceMin] = useState(state.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(state.priceMax?.toString() ?? '');
  const [priceError, setPriceError] = useState('');
  const [path = '', query = ''] = clearHref.split('?');

  // Boxes ticked and prices typed on the painted page before the scripts ran are kept: the
  // boxes apply, the prices wait for their Apply as they would have.
  useEffect(() => {
    if (!form.current) return;
    const ticked = tickedBeforeScripts(form.current, state);
    if (Object.keys(ticked).length > 0) onChange(ticked);
    const typed = (name: string) => {
      const field = form.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    setPriceMin(typed('priceMin'));
    setPriceMax(typed('priceMax'));
    // Only what the visitor did before this panel's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <GoButton variant="ghost" size="sm" href={clearHref} onGo={() => onChange(NO_FILTERS)}>
          {t('flights.filters.clearAll')}
        </GoButton>
      </Head>
      <form
        ref={form}
        method="get"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          applyPrice();
        }}
      >
        <QueryFields query={query} />
        <fieldset>
          <legend>{t('flights.filters.stops')}</legend>
          {facets.stops.map((stop) => (
            <label className="check" key={stop.stops}>
              <input
                type="checkbox"
                name="stops"
                value={stop.stops}
                checked={state.stops.includes(stop.stops)}
                onChange={() => onChange({ stops: toggle(state.stops, stop.stops) })}
              />
              <span>
                {t('flights.filters.stopOption', { stops: stop.stops, count: stop.count })}
              </span>
              <small>{formatInr(stop.minPricePaise)}</small>
            </label>
          ))}
        </fieldset>
        <BandGroup
          legend={t('flights.filters.departureTime')}
          name="dep"
          chosen={state.dep}
          onChange={(dep) => onChange({ dep })}
        />
        <BandGroup
          legend={t('flights.filters.arrivalTime')}
          name="arr"
          chosen={state.arr}
          onChange={(arr) => onChange({ arr })}
        />
        <fieldset>
          <legend>{t('flights.filters.airlines')}</legend>
          {facets.airlines.map((airline) => (
            <label className="check" key={airline.code}>
              <input
                type="checkbox"
                name="airlines"
                value={airline.code}
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
                name="priceMin"
                inputMode="numeric"
                placeholder={
                  facets.priceMinPaise !== null
                    ? String(Math.floor(facets.priceMinPaise / 100))
                    : ''
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
                name="priceMax"
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
          <Button variant="secondary" size="sm" type="submit" style={{ marginTop: 8 }}>
            {t('flights.filters.applyPrice')}
          </Button>
        </fieldset>
        {/* Before the scripts run, the boxes apply with this; after, each applies as ticked. */}
        {!hydrated && (
          <Button type="submit" block>
            {t('flights.filters.apply')}
          </Button>
        )}
      </form>
    </Panel>
  );
}
