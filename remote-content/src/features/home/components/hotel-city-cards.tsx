import { sitePaths } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { Section, SectionHeading } from '../../../ui/section';
import { HOTEL_CITIES } from '../hotel-cities';
import { Card, CardList, cardLink } from './section-parts';

/* Hotel cities */

const CityGrid = styled(CardList)`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  > li:first-child {
    grid-column: span 2;
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const CityLink = styled(Link)`
  ${cardLink}

  img {
    display: block;
    width: 100%;
    height: 160px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  div {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  }

  h3 {
    margin: 0 0 2px;
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    img {
      height: 110px;
    }

    div {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} 12px`};
    }
  }
`;

export function HotelCities() {
  const t = useT();
  return (
    <Section aria-labelledby="hotel-cities-title">
      <SectionHeading
        id="hotel-cities-title"
        title={t('content.cities.title')}
        lead={t('content.cities.lead')}
      />
      <CityGrid>
        {HOTEL_CITIES.map((city) => (
          <li key={city.airport}>
            <Card as="div">
              <CityLink to={`${sitePaths.flights}?to=${city.airport}`}>
                <img
                  src={city.image}
                  alt={t(city.imageAlt)}
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <div>
                  <h3>{t(city.city)}</h3>
                  <p>{t(city.note)}</p>
                </div>
              </CityLink>
            </Card>
          </li>
        ))}
      </CityGrid>
    </Section>
  );
}
