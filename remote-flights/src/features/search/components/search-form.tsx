import { Button, FormField, TextInput, media, Select } from '@travel/shared';
import {
  CABIN_CLASSES,
  MAX_SEATED_TRAVELLERS,
  addDays,
  todayInIndia,
} from '@travel/shared/contracts/plain';
import type { FlightSearchFormValues } from '@travel/shared';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import type { SearchState } from '../search-params';
import { AirportField } from './airport-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) auto minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.sm};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;

    > :nth-child(3) {
      grid-column: 1;
    }
  }
`;

const TravellerRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.3fr) auto;
  gap: 0 ${({ theme }) => theme.space.sm};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    > :nth-child(4),
    > :nth-child(5) {
      grid-column: 1 / -1;
    }
  }
`;

const Trip = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SwapButton = styled.button`
  width: 40px;
  height: 40px;
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

  ${media.mobile} {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: center;
    margin-top: 0;
    transform: rotate(90deg);
  }
`;

const Submit = styled.div`
  padding-top: 27px;
  margin-bottom: ${({ theme }) => theme.space.md};

  button {
    min-height: 44px;
    width: 100%;
    white-space: nowrap;
  }

  ${media.mobile} {
    padding-top: 0;
  }
`;

function count(max: number, from: number) {
  return Array.from({ length: max - from + 1 }, (_, index) => from + index).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
}

export function formValuesOf(state: SearchState): FlightSearchFormValues {
  return {
    trip: state.returnDate ? 'round-trip' : 'one-way',
    from: state.from,
    to: state.to,
    date: state.date || addDays(todayInIndia(), 7),
    returnDate: state.returnDate,
    adults: state.adults,
    children: state.children,
    infants: state.infants,
    cabin: state.cabin,
  };
}

/** One-way or round trip, where, when, who and which cabin; a valid search becomes the URL. */
/**
 * Checks the form with the contract's schema, fetched (with zod) on the first search: the page
 * starts without them. Should their files not come, the search goes ahead and the api checks it.
 */
const searchResolver: Resolver<FlightSearchFormValues> = async (values, context, options) => {
  const loaded = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@travel/shared/contracts/schemas'),
  ]).catch(() => undefined);
  if (!loaded) return { values, errors: {} };
  const [{ zodResolver }, { flightSearchFormSchema }] = loaded;
  return zodResolver(flightSearchFormSchema())(values, context, options);
};

export function SearchForm({
  initial,
  onSearch,
}: {
  initial: FlightSearchFormValues;
  onSearch: (values: FlightSearchFormValues) => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FlightSearchFormValues>({
    resolver: searchResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const trip = useWatch({ control, name: 'trip' });
  const date = useWatch({ control, name: 'date' });
  const number = { setValueAs: (value: string) => Number(value) };

  return (
    <Form onSubmit={handleSubmit(onSearch)} noValidate aria-label="Search flights">
      <Trip>
        <legend>Trip type</legend>
        <label>
          <input type="radio" value="one-way" {...register('trip')} /> One way
        </label>
        <label>
          <input
            type="radio"
            value="round-trip"
            {...register('trip', {
              onChange: () => {
                if (!getValues('returnDate')) setValue('returnDate', addDays(getValues('date'), 2));
              },
            })}
          />{' '}
          Round trip
        </label>
      </Trip>
      <Row>
        <Controller
          control={control}
          name="from"
          render={({ field }) => (
            <FormField label="From" htmlFor="flight-from" error={errors.from?.message}>
              <AirportField
                id="flight-from"
                placeholder="City or airport"
                value={field.value}
                onChange={field.onChange}
              />
            </FormField>
          )}
        />
        <SwapButton
          type="button"
          aria-label="Swap departure and destination"
          title="Swap departure and destination"
          onClick={() => {
            const { from, to } = getValues();
            setValue('from', to);
            setValue('to', from);
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
        <Controller
          control={control}
          name="to"
          render={({ field }) => (
            <FormField label="To" htmlFor="flight-to" error={errors.to?.message}>
              <AirportField
                id="flight-to"
                placeholder="City or airport"
                value={field.value}
                onChange={field.onChange}
              />
            </FormField>
          )}
        />
        <FormField label="Departure" htmlFor="flight-date" error={errors.date?.message}>
          <TextInput id="flight-date" type="date" min={todayInIndia()} {...register('date')} />
        </FormField>
        {trip === 'round-trip' ? (
          <FormField label="Return" htmlFor="flight-return" error={errors.returnDate?.message}>
            <TextInput
              id="flight-return"
              type="date"
              min={date || todayInIndia()}
              {...register('returnDate')}
            />
          </FormField>
        ) : (
          <div aria-hidden="true" />
        )}
      </Row>
      <TravellerRow>
        <FormField label="Adults (12+)" htmlFor="flight-adults" error={errors.adults?.message}>
          <Select id="flight-adults" {...register('adults', number)}>
            {count(MAX_SEATED_TRAVELLERS, 1)}
          </Select>
        </FormField>
        <FormField
          label="Children (2-11)"
          htmlFor="flight-children"
          error={errors.children?.message}
        >
          <Select id="flight-children" {...register('children', number)}>
            {count(MAX_SEATED_TRAVELLERS - 1, 0)}
          </Select>
        </FormField>
        <FormField
          label="Infants (under 2)"
          htmlFor="flight-infants"
          error={errors.infants?.message}
        >
          <Select id="flight-infants" {...register('infants', number)}>
            {count(MAX_SEATED_TRAVELLERS, 0)}
          </Select>
        </FormField>
        <FormField label="Class" htmlFor="flight-cabin" error={errors.cabin?.message}>
          <Select id="flight-cabin" {...register('cabin')}>
            {CABIN_CLASSES.map((cabin) => (
              <option key={cabin.value} value={cabin.value}>
                {cabin.label}
              </option>
            ))}
          </Select>
        </FormField>
        <Submit>
          <Button type="submit">Search flights</Button>
        </Submit>
      </TravellerRow>
    </Form>
  );
}
