import { media } from '@travel/shared';
import { MOBILE_BREAKPOINT_PX } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import { preload } from 'react-dom';
import styled from 'styled-components';
import heroSkyPhone from '../../../assets/images/hero-sky-phone.webp';
import heroSkyTablet from '../../../assets/images/hero-sky-tablet.webp';
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

/*
 * Up to the mobile breakpoint the hero is taller than wide, so `object-fit: cover` shows only the
 * middle of the 1600 px sky: at most 510 source pixels up to 480 px wide, 840 up to the
 * breakpoint (768). Those widths get that middle cut out (9 and 18 KB instead of 37), which a
 * phone on a slow line paints sooner, and they look the same.
 */
const SKIES = [
  { src: heroSkyPhone, width: 520, media: '(width <= 480px)', preload: '(width <= 480px)' },
  {
    src: heroSkyTablet,
    width: 840,
    media: `(width <= ${MOBILE_BREAKPOINT_PX}px)`,
    preload: `(480px < width <= ${MOBILE_BREAKPOINT_PX}px)`,
  },
] as const;
const SKY_HEIGHT = 700;

/** The page's h1 over the sky, and the flight search box. */
export function Hero() {
  const t = useT();
  // The server names the sky this width will paint, so it comes with the page's first bytes.
  for (const sky of SKIES) {
    preload(sky.src, { as: 'image', fetchPriority: 'high', media: sky.preload });
  }
  preload(heroSky, {
    as: 'image',
    fetchPriority: 'high',
    media: `(width > ${MOBILE_BREAKPOINT_PX}px)`,
  });
  return (
    <Wrap aria-labelledby="home-title">
      <picture>
        {SKIES.map((sky) => (
          <source
            key={sky.src}
            media={sky.media}
            srcSet={sky.src}
            width={sky.width}
            height={SKY_HEIGHT}
          />
        ))}
        <Backdrop
          src={heroSky}
          alt=""
          width={1600}
          height={SKY_HEIGHT}
          loading="eager"
          fetchPriority="high"
        />
      </picture>
      <Shade />
      <Inner>
        <Title id="home-title">{t('content.hero.title')}</Title>
        <Lead>{t('content.hero.lead')}</Lead>
        <FlightSearchBox />
      </Inner>
    </Wrap>
  );
}
