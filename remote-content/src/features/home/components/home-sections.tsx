import {
  COUPON_TIERS,
  REFUND_REVIEW_BUSINESS_DAYS,
  airportByCode,
  formatInr,
  formatIndiaDate,
} from '@travel/shared/contracts/plain';
import { VisuallyHidden, media, Card as CardSurface } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { BLOG_POSTS } from '../../../content/blog-posts';
import { PostCard } from '../../blog/components/post-card';
import { Section, SectionHeading } from '../../../ui/section';
import { FLIGHT_DEALS } from '../flight-deals';
import { HOTEL_CITIES } from '../hotel-cities';

const MoreLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(CardSurface)`
  height: 100%;
  padding: 0;
  overflow: hidden;

  @media (max-width: 768px) {
    padding: 0;
  }
`;

const cardLink = `
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
  transition: transform 0.15s, box-shadow 0.15s;

  &:hover {
    transform: translateY(-2px);
  }
`;

/* Trust strip */

const Promises = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} 0`};
  }
`;

const cheapestCouponPaise = Math.min(...COUPON_TIERS.map((tier) => tier.totalAmountPaise));

const Tick = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
    <path
      d="m7 12.5 3.2 3.2L17 9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function TravelPromises() {
  return (
    <Promises aria-label="Why travellers choose us">
      <li>
        <Tick />
        <span>
          <strong>Coupons from {formatInr(cheapestCouponPaise)}</strong>
          The full value comes off a flight booking
        </span>
      </li>
      <li>
        <Tick />
        <span>
          <strong>Easy refunds</strong>
          Unused coupons reviewed in {REFUND_REVIEW_BUSINESS_DAYS} business days
        </span>
      </li>
      <li>
        <Tick />
        <span>
          <strong>A free flight draw</strong>
          Every coupon you buy is one entry
        </span>
      </li>
    </Promises>
  );
}

/* Coupon offer */

const CouponGrid = styled(CardList)`
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const CouponLink = styled(Link)<{ $color: string }>`
  ${cardLink}
  position: relative;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $color }) => $color};
  color: #fff;
  overflow: hidden;

  /* The punched edge of a paper coupon. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: -10px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transform: translateY(-50%);
  }

  small {
    font-size: 0.8rem;
    opacity: 0.92;
  }

  .pay {
    font-size: 1.05rem;
    font-weight: 600;
  }

  .get {
    font-size: 1.6rem;
    font-weight: 800;
    line-height: 1.15;
  }

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} 12px`};

    .get {
      font-size: 1.3rem;
    }
  }
`;

export function CouponOffers() {
  return (
    <Section aria-labelledby="coupon-offers-title">
      <SectionHeading
        id="coupon-offers-title"
        title="Flight coupons: pay a little, fly for less"
        lead="Pay once, use the full value on a flight booking. Every coupon is one entry into our free flight ticket draw."
        action={<MoreLink to="/coupon">See coupon details</MoreLink>}
      />
      <CouponGrid>
        {COUPON_TIERS.map((tier) => (
          <li key={tier.code}>
            <CouponLink to="/coupon" $color={tier.color}>
              <small>You pay</small>
              <span className="pay">{formatInr(tier.totalAmountPaise)}</span>
              <small>Coupon worth</small>
              <span className="get">{formatInr(tier.backAmountPaise)}</span>
            </CouponLink>
          </li>
        ))}
      </CouponGrid>
    </Section>
  );
}

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
  return (
    <Section aria-labelledby="flight-deals-title">
      <SectionHeading
        id="flight-deals-title"
        title="Flight deals from Indian cities"
        lead="Lowest one-way economy fares we have seen, per adult. Fares change often."
        action={<MoreLink to="/html/flights">Search all flights</MoreLink>}
      />
      <DealGrid>
        {FLIGHT_DEALS.map((deal) => (
          <li key={`${deal.date}-${deal.from}-${deal.to}`}>
            <Card as="div">
              <DealLink
                to={`/html/flights?from=${deal.from}&to=${deal.to}&date=${deal.date}&adults=1&cabin=economy`}
              >
                <time dateTime={deal.date}>{formatIndiaDate(deal.date, 'weekdayYear')}</time>
                <h3>
                  <Place code={deal.from} />
                  <span className="arrow" aria-hidden="true">
                    →
                  </span>
                  <VisuallyHidden> to </VisuallyHidden>
                  <Place code={deal.to} />
                </h3>
                <span className="price">
                  Starting from <strong>{formatInr(deal.fromAmountPaise)}</strong>
                </span>
              </DealLink>
            </Card>
          </li>
        ))}
      </DealGrid>
    </Section>
  );
}

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
  return (
    <Section aria-labelledby="hotel-cities-title">
      <SectionHeading
        id="hotel-cities-title"
        title="Popular cities for your stay"
        lead="Where travellers are heading this season, and where to stay when you land."
      />
      <CityGrid>
        {HOTEL_CITIES.map((city) => (
          <li key={city.city}>
            <Card as="div">
              <CityLink to={`/html/flights?to=${city.airport}`}>
                <img
                  src={city.image}
                  alt={city.imageAlt}
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <div>
                  <h3>{city.city}</h3>
                  <p>{city.note}</p>
                </div>
              </CityLink>
            </Card>
          </li>
        ))}
      </CityGrid>
    </Section>
  );
}

/* Travel blog */

const PostGrid = styled(CardList)`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  @media (min-width: 769px) and (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function BlogHighlights() {
  return (
    <Section aria-labelledby="blog-highlights-title">
      <SectionHeading
        id="blog-highlights-title"
        title="From the travel blog"
        lead="Guides, tips and ways to save, written for travel in India."
        action={<MoreLink to="/html/travelBlog">Read all articles</MoreLink>}
      />
      <PostGrid>
        {BLOG_POSTS.slice(0, 4).map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" withSummary={false} compactOnMobile />
          </li>
        ))}
      </PostGrid>
    </Section>
  );
}

/* App promotion */

const AppBand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, #0b3d91, #12408a 55%, #1d5fbf);
  color: #fff;

  h2 {
    margin: 0 0 4px;
    font-size: 1.4rem;
  }

  p {
    margin: 0;
    opacity: 0.92;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export function AppPromotion() {
  return (
    <Section aria-labelledby="app-promotion-title">
      <AppBand>
        <div>
          <h2 id="app-promotion-title">Your coupons and bookings in your pocket</h2>
          <p>Get the HegTravel app for Android and iPhone.</p>
        </div>
        <Link to="/html/download">Download the app</Link>
      </AppBand>
    </Section>
  );
}
