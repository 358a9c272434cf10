import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_NAMES,
  LANGUAGE_SWITCH_PATH,
  type Locale,
} from '../contracts/locales';
import { useI18n, useT } from '@travel/shared/i18n';
import { useLocation } from '@travel/shared/router';
import styled from 'styled-components';
import { apiPost } from '../api/client';
import { getSession } from '../state/session';
import { GoForm } from './go-form';

const Switch = styled.button`
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** How long the page waits for the account to take the choice before it loads again. */
const SAVE_WAIT_MS = 2000;

/**
 * Remembers the visitor's language in a cookie and loads the page again: the server renders it
 * in that language from its first byte, and every later page too. A signed-in traveller's
 * account keeps it as well, for their e-mails, SMS and documents; that call may fail or be slow
 * without holding the switch up (the next sign-in stores the page's language anyway), and a
 * signed-out visitor makes none.
 */
export function chooseLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  const reload = () => window.location.reload();
  if (!getSession()) {
    reload();
    return;
  }
  const saved = apiPost('/travel/api/user/language', { language: locale }).catch(() => null);
  const waited = new Promise((resolve) => window.setTimeout(resolve, SAVE_WAIT_MS));
  void Promise.race([saved, waited]).then(reload);
}

/**
 * The other language, named in itself (हिन्दी on an English page, English on a Hindi one): in
 * the header and the drawer, and on the pages that show neither (sign-in, sign-up). Pressed
 * before the page's scripts run, it is the plain form it is in the server's page: the server
 * keeps the choice and sends the visitor back to the same page in that language.
 */
export function LanguageSwitch() {
  const t = useT();
  const { pathname, search } = useLocation();
  const other: Locale = useI18n().locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
  const name = LANGUAGE_NAMES[other];
  const query = new URLSearchParams({ to: other, back: pathname + search });
  return (
    <GoForm href={`${LANGUAGE_SWITCH_PATH}?${query}`} onGo={() => chooseLanguage(other)}>
      <Switch type="submit" title={t('language.switchTo', { language: name })}>
        <span lang={other}>{name}</span>
      </Switch>
    </GoForm>
  );
}
