import { cleanup, render } from '@testing-library/react';
import { travelI18n } from '@travel/shared/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { Slotted, slot } from './slotted';

afterEach(cleanup);

const t = (id: string, values?: Record<string, unknown>) => travelI18n._(id, values);

describe('Slotted', () => {
  it('puts each element where the message placed its slot', () => {
    const { container } = render(
      <p>
        <Slotted
          text={t('flights.booking.wasNow', { was: slot(0), now: slot(1), travellers: '1 adult' })}
        >
          <s>₹5,000</s>
          <strong>₹5,400</strong>
        </Slotted>
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Was <s>₹5,000</s>, now <strong>₹5,400</strong> for 1 adult.</p>',
    );
  });

  it('leaves a sentence without slots as it is', () => {
    const { container } = render(
      <p>
        <Slotted text="No coupon">
          <b>unused</b>
        </Slotted>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>No coupon</p>');
  });
});
