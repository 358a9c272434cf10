import type { FlightSearchFormValues } from '@travel/shared';
import { addDays } from '@travel/shared/contracts/plain';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

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

/** One way or round trip; choosing a round trip proposes a return two days after departure. */
export function TripTypeField({ form }: { form: UseFormReturn<FlightSearchFormValues> }) {
  const { register, setValue, getValues } = form;
  const t = useT();
  return (
    <Trip>
      <legend>{t('flights.search.tripType')}</legend>
      <label>
        <input
          type="radio"
          value="one-way"
          defaultChecked={getValues('trip') === 'one-way'}
          {...register('trip')}
        />{' '}
        {t('flights.search.oneWay')}
      </label>
      <label>
        <input
          type="radio"
          value="round-trip"
          defaultChecked={getValues('trip') === 'round-trip'}
          {...register('trip', {
            onChange: () => {
              if (!getValues('returnDate')) setValue('returnDate', addDays(getValues('date'), 2));
            },
          })}
        />{' '}
        {t('flights.search.roundTrip')}
      </label>
    </Trip>
  );
}
