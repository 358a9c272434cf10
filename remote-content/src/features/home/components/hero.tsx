import { media } from '@travel/shared';
import styled from 'styled-components';
import heroSky from '../../../assets/images/hero-sky.webp';
import { FlightSearchBox } from './flight-search-box';

const Wrap = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: #163f8c;
  color: #fff;
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: center bottom;
`;

// Keeps the white heading readable over the lighter parts of the sky.
const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(
    180deg,
    rgb(8 33 84 / 72%) 0%,
    rgb(8 33 84 / 45%) 55%,
    rgb(8 33 84 / 20%) 100%
  );
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 56px ${({ theme }) => theme.space.lg} 72px;

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xl}`};
  }
`;

const Title = styled.h1`
  max-width: 18ch;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: clamp(2rem, 4.5vw, 3rem);
  line-height: 1.1;
  letter-spacing: -0.01em;
  text-shadow: 0 2px 12px rgb(0 0 0 / 25%);
`;

const Lead = styled.p`
  max-width: 56ch;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: 1.125rem;
  text-shadow: 0 1px 8px rgb(0 0 0 / 30%);

  ${media.mobile} {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: 1rem;
  }
`;

/** The page's h1 over the sky, and the flight search box. */
export function Hero() {
  return (
    <Wrap aria-labelledby="home-title">
      <Backdrop
        src={heroSky}
        alt=""
        width={1600}
        height={700}
        loading="eager"
        fetchPriority="high"
      />
      <Shade />
      <Inner>
        <Title id="home-title">Fly for less across India</Title>
        <Lead>
          Pay ₹99 for a ₹350 flight coupon, or go up to a coupon worth ₹11,000. Every coupon is also
          an entry into our free flight ticket draw.
        </Lead>
        <FlightSearchBox />
      </Inner>
    </Wrap>
  );
}
