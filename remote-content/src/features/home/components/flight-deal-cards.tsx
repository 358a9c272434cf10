import { airportByCode, formatInr, sitePaths } from '@travel/shared/contracts/plain';
import { VisuallyHidden, media } from '@travel/shared';
import { RichMessage, useDates, useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { Section, SectionHeading } from '../../../ui/section';
import { FLIGHT_DEALS } from '../flight-deals';
import { Card, CardList, MoreLink, cardLink } from './section-parts';

/* Flight deals */

const DealGrid = styled(CardList)`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }

  @media (min-width: 769px) and (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const DealLink = styled(Link)`
  ${cardLink}
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};

  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 6px;
    margin: 0;
    font-size: 1.05rem;
  }

  .code {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .arrow {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  .price {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .price strong {
    display: block;
    font-size: 1.35rem;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${media.mobile} {
    padding: 12px;

    h3 {
      font-size: 0.95rem;
    }

    .price strong {
      font-size: 1.1rem;
    }
  }
`;

function Place({ code }: { code: string }) {
  const airport = airportByCode(code);
  return (
    <span>
      {airport?.city ?? code} <span className="code">{code}</span>
    </span>
  );
}

export function FlightDeals() {
  const t = useT();
  const dates = useDates();
  return (
    <Section aria-labelledby="flight-deals-title">
      <SectionHeading
        id="flight-deals-title"
        title={t('content.deals.title')}
        lead={t('content.deals.lead')}
        action={<MoreLink to={sitePaths.flights}>{t('content.deals.more')}</MoreLink>}
      />
      <DealGrid>
        {FLIGHT_DEALS.map((deal) => (
          <li key={`${deal.date}-${deal.from}-${deal.to}`}>
            <Card as="div">
              <DealLink
                to={`${sitePaths.flights}?from=${deal.from}&to=${deal.to}&date=${deal.date}&adults=1&cabin=economy`}
              >
                <time dateTime={deal.date}>{dates.day(deal.date, 'weekdayYear')}</time>
                <h3>
                  <Place code={deal.from} />
                  <span className="arrow" aria-hidden="true">
                    →
                  </span>
                  <VisuallyHidden> {t('content.deals.to')} </VisuallyHidden>
                  <Place code={deal.to} />
                </h3>
                <span className="price">
                  <RichMessage
                    id="content.deals.price"
                    parts={{ amount: <strong>{formatInr(deal.fromAmountPaise)}</strong> }}
                  />
                </span>
              </DealLink>
            </Card>
          </li>
        ))}
      </DealGrid>
    </Section>
  );
}
