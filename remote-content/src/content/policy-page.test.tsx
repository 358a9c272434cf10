import { theme } from '@travel/shared';
import { createI18n, I18nContext, type I18n } from '@travel/shared/i18n';
import sharedHindi from '@travel/shared/locales/hi-IN.json';
import { BrowserRouter } from '@travel/shared/router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contentHindi from '../locales/hi-IN.json';
import PolicyPage from '../screens/policy-page';

// The screen's tests live here, not in src/screens: the standalone page bundles every file there.
// The bundler's contexts of content/pages, made from the same files by the build's compiler.
vi.mock('./page-files', () => import('./page-files.fake'));

// React's own test helpers (this remote has no testing library): mount, wait, unmount.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const mounted: { root: Root; container: HTMLElement }[] = [];

async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => {
    root.render(node);
    await Promise.resolve();
  });
  return container;
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** The element `find` finds once the lazy body has arrived. */
async function eventually<T>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('not rendered');
}

const heading = (container: HTMLElement, level: number, text: string) =>
  [...container.querySelectorAll(`h${level}`)].find((element) => element.textContent === text);

function hindi(): I18n {
  const i18n = createI18n('hi-IN');
  i18n.load('hi-IN', { ...sharedHindi, ...contentHindi });
  return i18n;
}

function page(children: ReactNode, i18n?: I18n) {
  const tree = (
    <ThemeProvider theme={theme}>
      <BrowserRouter>{children}</BrowserRouter>
    </ThemeProvider>
  );
  return i18n ? <I18nContext value={i18n}>{tree}</I18nContext> : tree;
}

const ENGLISH_ONLY = 'यह पेज सिर्फ़ अंग्रेज़ी में उपलब्ध है।';

describe('PolicyPage in Hindi', () => {
  it('shows a page written in Hindi in Hindi, with no English note', async () => {
    const container = await render(page(<PolicyPage page="privacy-policy" />, hindi()));
    expect(container.querySelector('h1')?.textContent).toBe('गोपनीयता नीति');
    const section = await eventually(() => heading(container, 2, '1. हम कौन हैं'));
    expect(section.closest('[lang]')).toBeNull();
    expect(container.textContent).toContain('अंग्रेज़ी पाठ ही मान्य होगा');
    expect(container.textContent).not.toContain('Who we are');
    expect(container.textContent).not.toContain(ENGLISH_ONLY);
  });

  it('states the coupon rules of checkout in Hindi on the coupon terms', async () => {
    const container = await render(page(<PolicyPage page="flight-coupon-terms" />, hindi()));
    await eventually(() => heading(container, 2, '4. कूपन इस्तेमाल करना'));
    expect(container.textContent).toContain('एक बुकिंग पर एक ही कूपन लगता है।');
    expect(container.textContent).not.toContain('One coupon per booking.');
  });

  it('shows a page not yet in Hindi in English, marked as English, under a note in Hindi', async () => {
    const container = await render(page(<PolicyPage page="about-us" />, hindi()));
    expect(container.querySelector('h1')?.textContent).toBe('हमारे बारे में');
    const section = await eventually(() => heading(container, 2, 'What we do'));
    expect(section.closest('[lang]')?.getAttribute('lang')).toBe('en-IN');
    const note = [...container.querySelectorAll('p')].find((p) => p.textContent === ENGLISH_ONLY);
    if (!note) throw new Error('no note that the page is in English only');
    // The note is in the page's language, above the English body, not inside it.
    expect(note.closest('[lang]')).toBeNull();
    expect(note.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('PolicyPage in English', () => {
  it('shows the English body, unmarked and without a note', async () => {
    const container = await render(page(<PolicyPage page="privacy-policy" />));
    const section = await eventually(() => heading(container, 2, '1. Who we are'));
    expect(section.closest('[lang]')).toBeNull();
    expect(container.textContent).not.toContain('English only');
  });
});
