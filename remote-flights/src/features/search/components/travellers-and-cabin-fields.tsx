import { Button, FormField, media, Select } from '@travel/shared';
import { CABIN_CLASSES, MAX_SEATED_TRAVELLERS } from '@travel/shared/contracts/plain';
import type { FlightSearchFormValues } from '@travel/shared';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

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

/** Adults, children, infants and cabin, then the search button. */
export function TravellersAndCabinFields({
  form,
}: {
  form: UseFormReturn<FlightSearchFormValues>;
}) {
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const t = useT();
  const number = { setValueAs: (value: string) => Number(value) };
  return (
    <TravellerRow>
      <FormField
        label={t('flights.search.adults')}
        htmlFor="flight-adults"
        error={errors.adults?.message}
      >
        <Select
          id="flight-adults"
          defaultValue={getValues('adults')}
          {...register('adults', number)}
        >
          {count(MAX_SEATED_TRAVELLERS, 1)}
        </Select>
      </FormField>
      <FormField
        label={t('flights.search.children')}
        htmlFor="flight-children"
        error={errors.children?.message}
      >
        <Select
          id="flight-children"
          defaultValue={getValues('children')}
          {...register('children', number)}
        >
          {count(MAX_SEATED_TRAVELLERS - 1, 0)}
        </Select>
      </FormField>
      <FormField
        label={t('flights.search.infants')}
        htmlFor="flight-infants"
        error={errors.infants?.message}
      >
        <Select
          id="flight-infants"
          defaultValue={getValues('infants')}
          {...register('infants', number)}
        >
          {count(MAX_SEATED_TRAVELLERS, 0)}
        </Select>
      </FormField>
      <FormField
        label={t('flights.search.cabin')}
        htmlFor="flight-cabin"
        error={errors.cabin?.message}
      >
        <Select id="flight-cabin" defaultValue={getValues('cabin')} {...register('cabin')}>
          {CABIN_CLASSES.map((cabin) => (
            <option key={cabin.value} value={cabin.value}>
              {t(`flights.cabin.${cabin.value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <Submit>
        <Button type="submit">{t('flights.search.submit')}</Button>
      </Submit>
    </TravellerRow>
  );
}
