import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nContext, createI18n, travelI18n } from './index';
import { RichMessage } from './rich-message';

afterEach(cleanup);

beforeAll(() => {
  // Merged with the messages vitest.setup.ts loaded: only ids of this test.
  travelI18n.load('en-IN', {
    'test.rich.link': 'Read our {link} before you book.',
    'test.rich.two': 'Was {was}, now {now}.',
    'test.rich.values':
      'You get {amount} back for order {orderId}, {count, plural, one {# coupon} other {# coupons}}.',
  });
});

describe('RichMessage', () => {
  it('puts a link in the middle of an English sentence', () => {
    const { container } = render(
      <p>
        <RichMessage id="test.rich.link" parts={{ link: <a href="/terms">terms</a> }} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Read our <a href="/terms">terms</a> before you book.</p>');
  });

  it('puts the part first when the language does', () => {
    const hindi = createI18n('hi-IN');
    hindi.load('hi-IN', { 'test.rich.link': '{link} बुक करने से पहले पढ़ें।' });
    const { container } = render(
      <I18nContext value={hindi}>
        <p>
          <RichMessage id="test.rich.link" parts={{ link: <a href="/terms">शर्तें</a> }} />
        </p>
      </I18nContext>,
    );
    expect(container.innerHTML).toBe('<p><a href="/terms">शर्तें</a> बुक करने से पहले पढ़ें।</p>');
  });

  it('puts two parts each in its place', () => {
    const { container } = render(
      <p>
        <RichMessage
          id="test.rich.two"
          parts={{ now: <strong>₹5,400</strong>, was: <s>₹5,000</s> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Was <s>₹5,000</s>, now <strong>₹5,400</strong>.</p>');
  });

  it('formats values beside the parts', () => {
    const { container } = render(
      <p>
        <RichMessage
          id="test.rich.values"
          values={{ orderId: 'CO-42', count: 2 }}
          parts={{ amount: <strong>₹1,000</strong> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>You get <strong>₹1,000</strong> back for order CO-42, 2 coupons.</p>',
    );
  });
});
