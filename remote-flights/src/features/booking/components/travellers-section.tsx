import { useContractText, type BookingFormValues } from '@travel/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert, Section } from './checkout-layout';
import { TravellerFields } from './traveller-fields';
import { useT } from '@travel/shared/i18n';

/** One set of fields per traveller, numbered within adults, children and infants. */
export function TravellersSection({
  travellers,
  international,
  register,
  errors,
}: {
  travellers: BookingFormValues['travellers'];
  international: boolean;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
}) {
  const t = useT();
  const numbers = { adult: 0, child: 0, infant: 0 };
  const travellersRoot = errors.travellers?.root?.message ?? errors.travellers?.message;
  const text = useContractText(Boolean(travellersRoot));

  return (
    <Section as="section" aria-labelledby="travellers-heading">
      <h2 id="travellers-heading">{t('flights.travellers.heading')}</h2>
      <p>{t(international ? 'flights.travellers.namesPassport' : 'flights.travellers.names')}</p>
      {travellersRoot && <Alert role="alert">{text(travellersRoot)}</Alert>}
      {travellers.map((traveller, index) => {
        numbers[traveller.type] += 1;
        return (
          <TravellerFields
            key={index}
            index={index}
            number={numbers[traveller.type]}
            type={traveller.type}
            international={international}
            register={register}
            errors={errors}
          />
        );
      })}
    </Section>
  );
}
