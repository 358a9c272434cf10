import { FormField, TextInput, media } from '@travel/shared';
import type { BookingFormValues } from '@travel/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Section } from './checkout-layout';
import { useT } from '@travel/shared/i18n';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

/** Where the e-ticket goes, and the company's GSTIN when an invoice is wanted. */
export function ContactSection({
  gstWanted,
  register,
  errors,
}: {
  gstWanted: boolean;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
}) {
  const t = useT();
  return (
    <Section as="section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('flights.contact.heading')}</h2>
      <p>{t('flights.contact.intro')}</p>
      <Pair>
        <FormField
          label={t('flights.contact.mobile')}
          htmlFor="contact-mobile"
          required
          error={errors.contact?.mobileNo?.message}
        >
          <TextInput
            id="contact-mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...register('contact.mobileNo')}
          />
        </FormField>
        <FormField
          label={t('flights.contact.email')}
          htmlFor="contact-email"
          required
          error={errors.contact?.email?.message}
        >
          <TextInput
            id="contact-email"
            type="email"
            autoComplete="email"
            {...register('contact.email')}
          />
        </FormField>
      </Pair>
      <Check>
        <input type="checkbox" {...register('gstWanted')} />
        {t('flights.contact.gstWanted')}
      </Check>
      {gstWanted && (
        <Pair>
          <FormField
            label={t('flights.contact.gstin')}
            htmlFor="gst-gstin"
            required
            hint={t('flights.contact.gstinHint')}
            error={errors.gst?.gstin?.message}
          >
            <TextInput id="gst-gstin" maxLength={15} {...register('gst.gstin')} />
          </FormField>
          <FormField
            label={t('flights.contact.company')}
            htmlFor="gst-company"
            required
            error={errors.gst?.companyName?.message}
          >
            <TextInput
              id="gst-company"
              autoComplete="organization"
              {...register('gst.companyName')}
            />
          </FormField>
        </Pair>
      )}
    </Section>
  );
}
