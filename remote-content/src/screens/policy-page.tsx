import type { PolicyPageId } from '@travel/shared';
import { COMPANY_CONTACT, formatIndiaDate, sitePaths } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media, Card } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { POLICY_PAGES, policyPageBody, policyPageMeta } from '../content/policy-pages';
import { LazyBody } from '../ui/lazy-body';

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

/** A policy or company page, from content/pages/<page>.md. */
export default function PolicyPage({ page }: { page: PolicyPageId }) {
  const meta = policyPageMeta(page);
  return (
    <PageContainer>
      <Layout>
        <article>
          <Header>
            <PageTitle>{meta.title}</PageTitle>
            <p>
              Last updated:{' '}
              <time dateTime={meta.updated}>{formatIndiaDate(meta.updated, 'long')}</time>
            </p>
          </Header>
          <LazyBody key={page} load={() => policyPageBody(page)} />
        </article>
        <Aside>
          <Box as="nav" aria-labelledby="policy-nav-title">
            <h2 id="policy-nav-title">Policies and company</h2>
            <ul>
              {POLICY_PAGES.map((other) => (
                <li key={other.id}>
                  <Link to={`/${other.id}`} aria-current={other.id === page ? 'page' : undefined}>
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Box>
          <Box as="div">
            <h2>Questions?</h2>
            <p>
              E-mail <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            </p>
            <p>
              Call{' '}
              <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>
                {COMPANY_CONTACT.phone}
              </a>
            </p>
            <p>
              Or <Link to={sitePaths.contactUs}>send us a message</Link>.
            </p>
          </Box>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
