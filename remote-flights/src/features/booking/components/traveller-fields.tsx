import { FormField, Select, TextInput, media } from '@travel/shared';
import { GENDERS, TRAVELLER_TITLES } from '@travel/shared/contracts/plain';
import type { BookingFormValues, TravellerType } from '@travel/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Age = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.7fr) minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(0, 0.9fr);
  gap: 0 ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** One traveller's details as the carriers ask for them. */
export function TravellerFields({
  index,
  number,
  type,
  international,
  register,
  errors,
}: {
  index: number;
  /** Counted within the type: "Adult 2". */
  number: number;
  type: TravellerType;
  international: boolean;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
}) {
  const t = useT();
  const fieldErrors = errors.travellers?.[index];
  const id = (field: string) => `traveller-${index}-${field}`;
  const needsBirthDate = type !== 'adult';
  return (
    <Fieldset>
      <legend>
        {t(`flights.traveller.type.${type}`, { number })}{' '}
        <Age>({t(`flights.traveller.age.${type}`)})</Age>
      </legend>
      <Grid>
        <FormField
          label={t('flights.traveller.title')}
          htmlFor={id('title')}
          required
          error={fieldErrors?.title?.message}
        >
          <Select id={id('title')} {...register(`travellers.${index}.title`)}>
            <option value="">{t('flights.traveller.title')}</option>
            {TRAVELLER_TITLES[type].map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('flights.traveller.firstName')}
          htmlFor={id('firstName')}
          required
          error={fieldErrors?.firstName?.message}
        >
          <TextInput
            id={id('firstName')}
            autoComplete={index === 0 ? 'given-name' : 'off'}
            {...register(`travellers.${index}.firstName`)}
          />
        </FormField>
        <FormField
          label={t('flights.traveller.lastName')}
          htmlFor={id('lastName')}
          required
          error={fieldErrors?.lastName?.message}
        >
          <TextInput
            id={id('lastName')}
            autoComplete={index === 0 ? 'family-name' : 'off'}
            {...register(`travellers.${index}.lastName`)}
          />
        </FormField>
        <FormField
          label={t('flights.traveller.gender')}
          htmlFor={id('gender')}
          required
          error={fieldErrors?.gender?.message}
        >
          <Select id={id('gender')} {...register(`travellers.${index}.gender`)}>
            <option value="">{t('flights.traveller.gender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`flights.traveller.gender.${gender}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {(needsBirthDate || international) && (
          <FormField
            label={t('flights.traveller.dateOfBirth')}
            htmlFor={id('dateOfBirth')}
            required={needsBirthDate}
            error={fieldErrors?.dateOfBirth?.message}
          >
            <TextInput
              id={id('dateOfBirth')}
              type="date"
              {...register(`travellers.${index}.dateOfBirth`)}
            />
          </FormField>
        )}
        {international && (
          <>
            <FormField
              label={t('flights.traveller.nationality')}
              htmlFor={id('nationality')}
              required
              hint={t('flights.traveller.nationalityHint')}
              error={fieldErrors?.nationality?.message}
            >
              <TextInput
                id={id('nationality')}
                maxLength={2}
                {...register(`travellers.${index}.nationality`)}
              />
            </FormField>
            <FormField
              label={t('flights.traveller.passportNumber')}
              htmlFor={id('passportNumber')}
              required
              error={fieldErrors?.passportNumber?.message}
            >
              <TextInput
                id={id('passportNumber')}
                maxLength={9}
                {...register(`travellers.${index}.passportNumber`)}
              />
            </FormField>
            <FormField
              label={t('flights.traveller.passportExpiry')}
              htmlFor={id('passportExpiry')}
              required
              error={fieldErrors?.passportExpiry?.message}
            >
              <TextInput
                id={id('passportExpiry')}
                type="date"
                {...register(`travellers.${index}.passportExpiry`)}
              />
            </FormField>
          </>
        )}
      </Grid>
    </Fieldset>
  );
}
