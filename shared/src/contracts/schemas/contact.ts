import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_MESSAGE_TOO_SHORT_MESSAGE,
  CONTACT_REFERENCE_PATTERN,
  CONTACT_TOPICS,
  CONTACT_TOPIC_MESSAGE,
  type ContactTopic,
} from '../contact';
import { MOBILE_INVALID_MESSAGE, MOBILE_PATTERN } from '../rules';
import { emailSchema, nameSchema } from './rules';

/** Optional, but when given it follows the same rule as every other mobile number. */
const optionalMobileSchema = z
  .string({ error: MOBILE_INVALID_MESSAGE })
  .trim()
  .refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), MOBILE_INVALID_MESSAGE)
  .optional();

const topicSchema = z.enum(
  CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]],
  { error: CONTACT_TOPIC_MESSAGE },
);

const messageSchema = z
  .string({ error: CONTACT_MESSAGE_REQUIRED_MESSAGE })
  .trim()
  .superRefine((message, ctx) => {
    const problem = !message
      ? CONTACT_MESSAGE_REQUIRED_MESSAGE
      : message.length < CONTACT_MESSAGE_MIN_LENGTH
        ? CONTACT_MESSAGE_TOO_SHORT_MESSAGE
        : message.length > CONTACT_MESSAGE_MAX_LENGTH
          ? CONTACT_MESSAGE_TOO_LONG_MESSAGE
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The contact form and POST /travel/api/website/contact check the same rules. */
export const contactRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: optionalMobileSchema,
  topic: topicSchema,
  message: messageSchema,
});

/** What the form holds while it is being filled in. */
export type ContactFormValues = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  /** Quoted back to support, e.g. 'HT-C-7K3M9Q'. */
  reference: z.string().regex(CONTACT_REFERENCE_PATTERN),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
