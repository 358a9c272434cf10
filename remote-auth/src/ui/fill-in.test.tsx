import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, translator, travelI18n } from '@travel/shared/i18n';
import { describe, expect, it } from 'vitest';
import hindi from '../locales/hi-IN.json';
import { fillIn } from './fill-in';

const links = { terms: <a href="/terms">terms</a>, privacy: <a href="/privacy">privacy</a> };

describe('fillIn', () => {
  it('puts each element where the English sentence names it', () => {
    const html = renderToStaticMarkup(
      <p>{fillIn(translator(travelI18n), 'auth.layout.legal', links)}</p>,
    );
    expect(html).toBe(
      '<p>By continuing you agree to our <a href="/terms">terms</a> and <a href="/privacy">privacy</a>.</p>',
    );
  });

  it('follows the word order of another language', () => {
    const i18n = createI18n('hi-IN');
    i18n.load('hi-IN', hindi);
    const html = renderToStaticMarkup(
      <p>{fillIn(translator(i18n), 'auth.layout.legal', links)}</p>,
    );
    expect(html).toBe(
      '<p>आगे बढ़कर आप हमारी <a href="/terms">terms</a> और <a href="/privacy">privacy</a> से सहमत होते हैं।</p>',
    );
  });
});
