import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, TextInput, apiErrorMessage, useToast, Select } from '@travel/shared';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  groupIndian,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { ContactFormValues, ContactRequest } from '@travel/shared';
import { contactRequestSchema } from '@travel/shared/contracts/schemas';
import { RichMessage, useT } from '@travel/shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { useSendContactMessage } from '../api/send-contact-message';

const resolver = zodResolver(contactRequestSchema);

const emptyForm = {
  name: '',
  email: '',
  mobile: '',
  message: '',
} satisfies Partial<ContactFormValues>;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 160px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};

  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Privacy = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successSoft};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.success};
  }

  h3:focus {
    outline: none;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  .reference {
    display: inline-block;
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px dashed ${({ theme }) => theme.colors.success};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 1.4rem;
    font-weight: 700;
    letter-spacing: 0.06em;
  }

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

type Sent = { reference: string; request: ContactRequest };

function SentConfirmation({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Confirmation>
      <h3 ref={heading} tabIndex={-1}>
        {t('content.contactForm.sent.heading', { name: sent.request.name })}
      </h3>
      <p>{t('content.contactForm.sent.reference')}</p>
      <strong className="reference" data-testid="contact-reference">
        {sent.reference}
      </strong>
      <p>
        <RichMessage
          id="content.contactForm.sent.reply"
          parts={{ email: <strong>{sent.request.email}</strong> }}
        />
      </p>
      <p>{t('content.contactForm.sent.youWrote')}</p>
      <blockquote>{sent.request.message}</blockquote>
      <Button variant="secondary" onClick={onAnother}>
        {t('content.contactForm.sent.another')}
      </Button>
    </Confirmation>
  );
}

/** The contact form: checked with the rules the api uses, stored by the api, confirmed here. */
export function ContactForm() {
  const t = useT();
  const toast = useToast();
  const [sent, setSent] = useState<Sent>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver,
    defaultValues: emptyForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const { mutateAsync: sendContactMessage } = useSendContactMessage();
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const send = async (request: ContactRequest) => {
    setFailure(undefined);
    try {
      const { reference } = await sendContactMessage(request);
      setSent({ reference, request });
      form.reset(emptyForm);
    } catch (error) {
      const message = apiErrorMessage(error, t('content.contactForm.failed'));
      setFailure(message);
      toast.error(message);
    }
  };

  const revealFirstError = () => {
    requestAnimationFrame(() => {
      const field = document.activeElement;
      if (field instanceof HTMLElement && field !== document.body) {
        field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
    });
  };

  if (sent) return <SentConfirmation sent={sent} onAnother={() => setSent(undefined)} />;

  return (
    <form noValidate onSubmit={form.handleSubmit(send, revealFirstError)}>
      <Row>
        <FormField
          label={t('content.contactForm.name')}
          htmlFor="contact-name"
          required
          error={errors.name?.message}
        >
          <TextInput id="contact-name" autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField
          label={t('content.contactForm.email')}
          htmlFor="contact-email"
          required
          error={errors.email?.message}
        >
          <TextInput
            id="contact-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
      </Row>
      <Row>
        <FormField
          label={t('content.contactForm.mobile')}
          htmlFor="contact-mobile"
          hint={t('content.contactForm.mobileHint')}
          error={errors.mobile?.message}
        >
          <TextInput
            id="contact-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.register('mobile')}
          />
        </FormField>
        <FormField
          label={t('content.contactForm.topicLabel')}
          htmlFor="contact-topic"
          required
          error={errors.topic?.message}
        >
          <Select id="contact-topic" defaultValue="" {...form.register('topic')}>
            <option value="" disabled>
              {t('content.contactForm.chooseTopic')}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {t(`content.contactForm.topic.${topic.value}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </Row>
      <FormField
        label={t('content.contactForm.message')}
        htmlFor="contact-message"
        required
        hint={t('content.contactForm.messageHint', {
          count: groupIndian(messageLength),
          max: groupIndian(CONTACT_MESSAGE_MAX_LENGTH),
        })}
        error={errors.message?.message}
      >
        <TextArea id="contact-message" rows={6} {...form.register('message')} />
      </FormField>
      {failure && <FormError role="alert">{failure}</FormError>}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('content.contactForm.submit')}
      </Button>
      <Privacy>
        <RichMessage
          id="content.contactForm.privacy"
          parts={{
            link: <Link to={sitePaths.privacyPolicy}>{t('content.contactForm.privacyLink')}</Link>,
          }}
        />
      </Privacy>
    </form>
  );
}
