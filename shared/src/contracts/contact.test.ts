import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_MESSAGE_TOO_SHORT_MESSAGE,
  CONTACT_TOPIC_MESSAGE,
} from './contact';
import {
  EMAIL_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  TOO_LONG_MESSAGE,
} from './rules';
import { contactRequestSchema } from './schemas/contact';

const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '9876543210',
  topic: 'refund',
  message: 'My refund for order CO1001 has not reached my UPI account yet.',
};

function fieldMessages(input: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('contactRequestSchema', () => {
  it('accepts a complete message and trims the text', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Priya Sharma ' });
    expect(parsed.name).toBe('Priya Sharma');
  });

  it('lets the mobile number be left out or empty', () => {
    expect(fieldMessages({ ...valid, mobile: undefined })).toEqual({});
    expect(fieldMessages({ ...valid, mobile: '' })).toEqual({});
  });

  it('names every missing field with its own message', () => {
    expect(fieldMessages({})).toEqual({
      name: NAME_REQUIRED_MESSAGE,
      email: EMAIL_INVALID_MESSAGE,
      topic: CONTACT_TOPIC_MESSAGE,
      message: CONTACT_MESSAGE_REQUIRED_MESSAGE,
    });
    expect(fieldMessages({ ...valid, name: '   ', message: '  ' })).toEqual({
      name: NAME_REQUIRED_MESSAGE,
      message: CONTACT_MESSAGE_REQUIRED_MESSAGE,
    });
  });

  it('rejects a wrong e-mail address, mobile number or topic', () => {
    expect(fieldMessages({ ...valid, email: 'priya@' })).toEqual({ email: EMAIL_INVALID_MESSAGE });
    expect(fieldMessages({ ...valid, mobile: '+919876543210' })).toEqual({
      mobile: MOBILE_INVALID_MESSAGE,
    });
    expect(fieldMessages({ ...valid, mobile: '5876543210' })).toEqual({
      mobile: MOBILE_INVALID_MESSAGE,
    });
    expect(fieldMessages({ ...valid, topic: 'lottery' })).toEqual({ topic: CONTACT_TOPIC_MESSAGE });
  });

  it('limits the length of the name and the message', () => {
    expect(fieldMessages({ ...valid, name: 'a'.repeat(65) })).toEqual({ name: TOO_LONG_MESSAGE });
    expect(fieldMessages({ ...valid, message: 'a'.repeat(2001) })).toEqual({
      message: CONTACT_MESSAGE_TOO_LONG_MESSAGE,
    });
    expect(fieldMessages({ ...valid, message: 'a'.repeat(2000) })).toEqual({});
    expect(fieldMessages({ ...valid, message: 'Help me' })).toEqual({
      message: CONTACT_MESSAGE_TOO_SHORT_MESSAGE,
    });
  });

  it('keeps markup as plain text for the page to escape', () => {
    const message = '<script>alert("hi")</script> please call me back';
    expect(contactRequestSchema.parse({ ...valid, message }).message).toBe(message);
  });
});
