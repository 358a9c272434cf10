import { act } from '@testing-library/react';
import { type SearchFacets, theme } from '@travel/shared';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSearch } from '../search-params';
import { FiltersPanel } from './filters-panel';

const FACETS: SearchFacets = {
  airlines: [
    { code: '6E', name: 'IndiGo', count: 13, minPricePaise: 620_335 },
    { code: 'AI', name: 'Air India', count: 6, minPricePaise: 626_425 },
  ],
  stops: [{ stops: 0, count: 19, minPricePaise: 620_335 }],
  priceMinPaise: 620_335,
  priceMaxPaise: 1_006_300,
};

/** The filters' form (the panel's head holds Clear all's own). */
function filtersForm(container: Element): HTMLFormElement {
  const form = [...container.querySelectorAll('form')].find((f) => f.querySelector('fieldset'));
  if (!form) throw new Error('the panel painted no filters form');
  return form;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The panel as the server paints it for `query`; `visitor` acts on the painted form before the
 * page's scripts hydrate it. Gives what the hydrated panel asked of the page.
 */
function paintThenHydrate(query: string, visitor: (form: HTMLFormElement) => void) {
  const state = readSearch(new URLSearchParams(query));
  const onChange = vi.fn();
  const panel = (
    <ThemeProvider theme={theme}>
      <FiltersPanel
        state={state}
        facets={FACETS}
        clearHref={`/html/flights?${query}`}
        idPrefix="filter"
        onChange={onChange}
      />
    </ThemeProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(panel);
  document.body.append(container);
  const form = filtersForm(container);
  visitor(form);
  act(() => {
    root = hydrateRoot(container, panel);
  });
  return { onChange, form };
}

const box = (form: HTMLFormElement, name: string, value: string) => {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (!input) throw new Error(`no box ${name}=${value}`);
  return input;
};

describe('the filters panel, painted before its scripts', () => {
  it('applies a box the visitor ticked before the page was hydrated', () => {
    const { onChange, form } = paintThenHydrate('from=DEL&to=BOM&date=2026-12-12', (painted) => {
      box(painted, 'airlines', 'AI').checked = true;
      box(painted, 'dep', 'morning').checked = true;
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ airlines: ['AI'], dep: ['morning'] });
    // Hydrated, the form's own Apply filters is gone: a box applies as it is ticked.
    expect(form.querySelectorAll('button[type=submit]')).toHaveLength(1);
  });

  it('asks nothing when the visitor did nothing, even for a filter the day does not offer', () => {
    const { onChange } = paintThenHydrate(
      'from=DEL&to=BOM&date=2026-12-12&airlines=XY,6E&stops=1',
      () => undefined,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a filter the day does not offer when a box is unticked before the scripts', () => {
    const { onChange } = paintThenHydrate(
      'from=DEL&to=BOM&date=2026-12-12&airlines=XY,6E',
      (painted) => {
        box(painted, 'airlines', '6E').checked = false;
      },
    );
    expect(onChange).toHaveBeenCalledWith({ airlines: ['XY'] });
  });

  it('sends every box as its own field, with the search, before the scripts', () => {
    const state = readSearch(new URLSearchParams('from=DEL&to=BOM&date=2026-12-12&airlines=AI'));
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <FiltersPanel
          state={state}
          facets={FACETS}
          clearHref="/html/flights?from=DEL&to=BOM&date=2026-12-12"
          idPrefix="filter"
          onChange={() => undefined}
        />
      </ThemeProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = filtersForm(container);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/html/flights');
    const sent = new URLSearchParams([...new FormData(form)] as [string, string][]);
    expect(sent.toString()).toBe('from=DEL&to=BOM&date=2026-12-12&airlines=AI&priceMin=&priceMax=');
  });
});
