import { cleanup, render } from '@testing-library/react';
import { type FareCalendarResponse, theme } from '@travel/shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { hex } from 'wcag-contrast';
import { FareStrip } from './fare-strip';

afterEach(cleanup);

const DAY = '2026-12-02';
const OTHER_DAY = '2026-12-05';

/** Every state a day of the strip can be in. */
const STATES = [
  { name: 'plain', pricePaise: 512_300, cheapest: false, chosen: false },
  { name: 'cheapest', pricePaise: 412_300, cheapest: true, chosen: false },
  { name: 'chosen', pricePaise: 512_300, cheapest: false, chosen: true },
  { name: 'cheapest and chosen', pricePaise: 412_300, cheapest: true, chosen: true },
  { name: 'sold out', pricePaise: null, cheapest: false, chosen: false },
  { name: 'sold out and chosen', pricePaise: null, cheapest: false, chosen: true },
] as const;

/** The colour an element is painted on: its own background or the nearest one behind it. */
function backgroundOf(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (background && background !== 'transparent' && background !== 'rgba(0, 0, 0, 0)') {
      return background;
    }
  }
  throw new Error('no background behind the element');
}

describe('FareStrip contrast', () => {
  it.each(STATES)(
    'keeps the date and the price of a $name day at WCAG AA (4.5:1) or better',
    (state) => {
      const calendar: FareCalendarResponse = {
        from: 'DEL',
        to: 'BOM',
        cabin: 'economy',
        days: [
          { date: DAY, lowestPricePaise: state.pricePaise, cheapest: state.cheapest },
          { date: OTHER_DAY, lowestPricePaise: 612_300, cheapest: false },
        ],
      };
      const { container } = render(
        <ThemeProvider theme={theme}>
          <FareStrip
            calendar={calendar}
            date={state.chosen ? DAY : OTHER_DAY}
            hrefOf={(day) => `/html/flights?date=${day}`}
            onDate={() => undefined}
          />
        </ThemeProvider>,
      );
      const button = container.querySelector('li:first-child button');
      if (!button) throw new Error('no day rendered');
      // The day is drawn in the state it is named for.
      expect(button.classList.contains('cheapest')).toBe(state.cheapest);
      expect(button.getAttribute('aria-current') === 'date').toBe(state.chosen);
      expect((button as HTMLButtonElement).disabled).toBe(state.pricePaise === null);

      for (const text of button.querySelectorAll('span, b')) {
        const colour = getComputedStyle(text).color;
        const background = backgroundOf(text);
        const ratio = hex(colour, background);
        expect(ratio, `${text.textContent}: ${colour} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );
});
