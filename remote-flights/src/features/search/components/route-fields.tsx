import { FormField, TextInput, media } from '@travel/shared';
import { todayInIndia } from '@travel/shared/contracts/plain';
import type { FlightSearchFormValues } from '@travel/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { AirportField } from './airport-field';
import { useT } from '@travel/shared/i18n';

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

/** From, the swap button, to, departure and (on a round trip) return. */
export function RouteFields({
  form,
  trip,
  date,
}: {
  form: UseFormReturn<FlightSearchFormValues>;
  trip: FlightSearchFormValues['trip'];
  date: string;
}) {
  const {
    control,
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const t = useT();
  return (
    <Row>
      <Controller
        control={control}
        name="from"
        render={({ field }) => (
          <FormField
            label={t('flights.search.from')}
            htmlFor="flight-from"
            error={errors.from?.message}
          >
            <AirportField
              id="flight-from"
              name="from"
              placeholder={t('flights.search.airportPlaceholder')}
              value={field.value}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <SwapButton
        type="button"
        aria-label={t('flights.search.swap')}
        title={t('flights.search.swap')}
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
          <FormField label={t('flights.search.to')} htmlFor="flight-to" error={errors.to?.message}>
            <AirportField
              id="flight-to"
              name="to"
              placeholder={t('flights.search.airportPlaceholder')}
              value={field.value}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <FormField
        label={t('flights.search.departure')}
        htmlFor="flight-date"
        error={errors.date?.message}
      >
        <TextInput
          id="flight-date"
          type="date"
          min={todayInIndia()}
          // In the server's HTML too, so the form sends it before the scripts run.
          defaultValue={getValues('date')}
          {...register('date')}
        />
      </FormField>
      {trip === 'round-trip' ? (
        <FormField
          label={t('flights.search.return')}
          htmlFor="flight-return"
          error={errors.returnDate?.message}
        >
          <TextInput
            id="flight-return"
            type="date"
            min={date || todayInIndia()}
            defaultValue={getValues('returnDate')}
            {...register('returnDate')}
          />
        </FormField>
      ) : (
        <div aria-hidden="true" />
      )}
    </Row>
  );
}
