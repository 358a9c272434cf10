import type { PolicyPageId } from '@travel/shared';
import {
  COMPANY_CONTACT,
  DEFAULT_LOCALE,
  isLocale,
  policyRoutes,
  sitePaths,
} from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media, Card } from '@travel/shared';
import { RichMessage, useDates, useI18n, useT, type Catalogs } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import {
  POLICY_PAGES,
  policyPageBody,
  policyPageLanguage,
  policyPageMeta,
} from '../content/policy-pages';
import { LazyBody } from '../ui/lazy-body';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-PolicyPage-en-IN" */ '../locales/en-IN.json?screen=policy-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-PolicyPage-hi-IN" */ '../locales/hi-IN.json?screen=policy-page&messages'
    ),
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Above a body that is not in the page's language: the page says so, in its language.
const OtherLanguageNote = styled.p`
  max-width: 72ch;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Aside = styled.aside`
  position: sticky;
  top: 88px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.mobile} {
    position: static;
  }
`;

const Box = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1rem;
  }

  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  p a {
    display: inline;
    padding: 0;
  }
`;

/** The message id of a policy page's title (its text's title, as the route table checks). */
function titleId(page: string): string | undefined {
  const name = policyRoutes.find((route) => route.path === `/${page}`)?.page;
  return name && `page.${name}`;
}

/**
 * A policy or company page, from content/pages/<page>.md, or content/pages/<locale>/<page>.md on
 * a page in a language it has been written in; otherwise its English body, marked as such.
 */
export default function PolicyPage({ page }: { page: PolicyPageId }) {
  const t = useT();
  const dates = useDates();
  const { locale } = useI18n();
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const bodyLocale = policyPageLanguage(page, pageLocale);
  const otherLanguage = bodyLocale !== pageLocale;
  const meta = policyPageMeta(page);
  const title = (other: { id: string; title: string }) => {
    const id = titleId(other.id);
    return id ? t(id) : other.title;
  };
  return (
    <PageContainer>
      <Layout>
        <article>
          <Header>
            <PageTitle>{title(meta)}</PageTitle>
            <p>
              {t('content.policy.lastUpdated')}{' '}
              <time dateTime={meta.updated}>{dates.day(meta.updated, 'long')}</time>
            </p>
          </Header>
          {otherLanguage && (
            <OtherLanguageNote>{t('content.policy.englishOnly')}</OtherLanguageNote>
          )}
          <LazyBody
            key={`${page} ${bodyLocale}`}
            load={() => policyPageBody(page, bodyLocale)}
            lang={otherLanguage ? bodyLocale : undefined}
          />
        </article>
        <Aside>
          <Box as="nav" aria-labelledby="policy-nav-title">
            <h2 id="policy-nav-title">{t('content.policy.nav')}</h2>
            <ul>
              {POLICY_PAGES.map((other) => (
                <li key={other.id}>
                  <Link to={`/${other.id}`} aria-current={other.id === page ? 'page' : undefined}>
                    {title(other)}
                  </Link>
                </li>
              ))}
            </ul>
          </Box>
          <Box as="div">
            <h2>{t('content.policy.questions')}</h2>
            <p>
              <RichMessage
                id="content.policy.email"
                parts={{
                  email: <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>,
                }}
              />
            </p>
            <p>
              <RichMessage
                id="content.policy.call"
                parts={{
                  phone: (
                    <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>
                      {COMPANY_CONTACT.phone}
                    </a>
                  ),
                }}
              />
            </p>
            <p>
              <RichMessage
                id="content.policy.message"
                parts={{
                  link: <Link to={sitePaths.contactUs}>{t('content.policy.messageLink')}</Link>,
                }}
              />
            </p>
          </Box>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
