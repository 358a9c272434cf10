import { COMPANY_CONTACT, GRIEVANCE_OFFICER, sitePaths } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, media, Card as CardSurface } from '@travel/shared';
import type { ReactNode } from 'react';
import { RichMessage, useT, type Catalogs } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { ContactForm } from '../features/contact/components/contact-form';

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-ContactUsPage-en-IN" */ '../locales/en-IN.json?screen=contact-us-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-ContactUsPage-hi-IN" */ '../locales/hi-IN.json?screen=contact-us-page&messages'
    ),
};

const Lead = styled.p`
  max-width: 62ch;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled(CardSurface)`
  padding: ${({ theme }) => theme.space.xl};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: 1.35rem;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.1rem;
  }

  address {
    font-style: normal;
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export default function ContactUsPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageTitle>{t('page.contactUs')}</PageTitle>
      <Lead>{t('content.contact.lead')}</Lead>
      <Layout>
        <Panel as="section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('content.contact.formTitle')}</h2>
          <ContactForm />
        </Panel>
        <Details>
          <Card aria-labelledby="contact-company-title">
            <h2 id="contact-company-title">{COMPANY_CONTACT.name}</h2>
            <address>
              <dl>
                <Entry term={t('content.contact.office')}>{COMPANY_CONTACT.address}</Entry>
                <Entry term={t('content.contact.phone')}>
                  <a href={tel(COMPANY_CONTACT.phone)}>{COMPANY_CONTACT.phone}</a>
                </Entry>
                <Entry term={t('content.contact.email')}>
                  <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
                </Entry>
                <Entry term={t('content.contact.website')}>
                  <a href={COMPANY_CONTACT.url}>{COMPANY_CONTACT.url.replace('https://', '')}</a>
                </Entry>
              </dl>
            </address>
          </Card>
          <Card aria-labelledby="contact-grievance-title">
            <h2 id="contact-grievance-title">{t('content.contact.grievance.title')}</h2>
            <dl>
              <Entry term={t('content.contact.grievance.name')}>{GRIEVANCE_OFFICER.name}</Entry>
              <Entry term={t('content.contact.email')}>
                <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
              </Entry>
              <Entry term={t('content.contact.phone')}>
                <a href={tel(GRIEVANCE_OFFICER.phone)}>{GRIEVANCE_OFFICER.phone}</a>
              </Entry>
              <Entry term={t('content.contact.grievance.hours')}>
                {t('kit.grievanceOfficer.hours')}
              </Entry>
            </dl>
            <p>
              <RichMessage
                id="content.contact.grievance.complaint"
                parts={{
                  link: (
                    <Link to={sitePaths.grievancePolicy}>
                      {t('content.contact.grievance.policyLink')}
                    </Link>
                  ),
                }}
              />
            </p>
          </Card>
        </Details>
      </Layout>
    </PageContainer>
  );
}
