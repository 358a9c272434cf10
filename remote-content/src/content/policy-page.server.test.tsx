import { theme } from '@travel/shared';
import { createI18n, I18nContext, type I18n } from '@travel/shared/i18n';
import sharedHindi from '@travel/shared/locales/hi-IN.json';
import { BrowserRouter } from '@travel/shared/router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import contentHindi from '../locales/hi-IN.json';
import PolicyPage from '../screens/policy-page';

// The first paint of a policy page in Hindi, as the api renders it (shell/src/server/render.tsx:
// the request's own i18n instance in I18nContext, every lazy section awaited). Apart from the
// browser's tests (policy-page.test.tsx): the server's renderer leaves its context values behind.
// Not in src/screens: the standalone page bundles every file there.
vi.mock('./page-files', () => import('./page-files.fake'));

function hindi(): I18n {
  const i18n = createI18n('hi-IN');
  i18n.load('hi-IN', { ...sharedHindi, ...contentHindi });
  return i18n;
}

const tree = (children: ReactNode) => (
  <I18nContext value={hindi()}>
    <ThemeProvider theme={theme}>
      <BrowserRouter>{children}</BrowserRouter>
    </ThemeProvider>
  </I18nContext>
);

async function firstPaint(children: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree(children));
  return new Response(prelude).text();
}

describe('PolicyPage on the server, in Hindi', () => {
  it('paints the Hindi body of a page written in Hindi', async () => {
    const html = await firstPaint(<PolicyPage page="grievance-policy" />);
    expect(html).toContain('<h1');
    expect(html).toContain('शिकायत निवारण नीति');
    expect(html).toContain('3. दूसरा क़दम: शिकायत अधिकारी से संपर्क करें');
    expect(html).not.toContain('Step two');
    expect(html).not.toContain('lang="en-IN"');
  });

  it('paints the English body of a page not in Hindi, marked, under the Hindi note', async () => {
    const html = await firstPaint(<PolicyPage page="products-services" />);
    const note = html.indexOf('यह पेज सिर्फ़ अंग्रेज़ी में उपलब्ध है।');
    const body = html.indexOf('lang="en-IN"');
    expect(note).toBeGreaterThan(0);
    expect(body).toBeGreaterThan(note);
  });
});
