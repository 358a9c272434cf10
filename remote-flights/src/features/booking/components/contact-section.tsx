import { FormField, TextInput, media } from '@travel/shared';
import type { BookingFormValues } from '@travel/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Section } from './checkout-layout';

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
  return (
    <Section as="section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact details</h2>
      <p>We send the e-ticket and updates about this booking here.</p>
      <Pair>
        <FormField
          label="Mobile number (+91)"
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
          label="E-mail"
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
        <input type="checkbox" {...register('gstWanted')} />I want a GST invoice for my company
      </Check>
      {gstWanted && (
        <Pair>
          <FormField
            label="GSTIN"
            htmlFor="gst-gstin"
            required
            hint="15 characters, e.g. 29AAGCB7383J1Z4"
            error={errors.gst?.gstin?.message}
          >
            <TextInput id="gst-gstin" maxLength={15} {...register('gst.gstin')} />
          </FormField>
          <FormField
            label="Company name"
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
