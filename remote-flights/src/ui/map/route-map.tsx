import { VisuallyHidden } from '@travel/shared';
import type { FlightAirport } from '@travel/shared';
import { geoMercator, geoPath } from 'd3-geo';
import { useId } from 'react';
import styled from 'styled-components';
import { useAllAirports } from '../../api/airports';
import { INDIA_PATH, MAP_HEIGHT, MAP_WIDTH, NEIGHBOURS_PATH, PROJECTION } from './india-outline';
import { RichMessage, useT } from '@travel/shared/i18n';

const projection = geoMercator()
  .scale(PROJECTION.scale)
  .translate([PROJECTION.translate[0], PROJECTION.translate[1]])
  .clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
const drawPath = geoPath(projection);

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #eaf2fb;
`;

const Label = styled.text`
  font: 600 22px ${({ theme }) => theme.fonts.body};
  fill: ${({ theme }) => theme.colors.text};
  paint-order: stroke;
  stroke: #ffffff;
  stroke-width: 5px;
  stroke-linejoin: round;
`;

const Credit = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
  }
`;

export interface RouteMapProps {
  /** Each direction as the airports it touches in order, e.g. [['IXL', 'DEL', 'COK']]. */
  legs: string[][];
}

function place(airport: FlightAirport): [number, number] | null {
  const point = projection([airport.longitude, airport.latitude]);
  if (!point) return null;
  const [x, y] = point;
  return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT ? point : null;
}

function cityList(codes: string[], byCode: Map<string, FlightAirport>): string {
  return codes.map((code) => byCode.get(code)?.city ?? code).join(' → ');
}

/**
 * A map of India (its boundary as the Government of India depicts it; the neighbours from
 * Natural Earth) with every airport served as a point and the chosen route drawn along great
 * circles; for screen readers a title, a description and the airports.
 */
export default function RouteMap({ legs }: RouteMapProps) {
  const id = useId();
  const t = useT();
  const airports = useAllAirports();
  const list = airports.data ?? [];
  const byCode = new Map(list.map((airport) => [airport.code, airport]));
  const onRoute = new Set(legs.flat());
  const segments = legs.flatMap((leg) =>
    leg.slice(1).flatMap((code, i) => {
      const a = byCode.get(leg[i]!);
      const b = byCode.get(code);
      return a && b ? [[a, b] as const] : [];
    }),
  );
  const seen = new Set<string>();
  const unique = segments.filter(([a, b]) => {
    const key = [a.code, b.code].sort().join('-');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const described = legs.map((leg) => cityList(leg, byCode)).join(`; ${t('flights.map.return')} `);
  const routeAirports = [...onRoute].flatMap((code) => byCode.get(code) ?? []);
  const others = list.filter((airport) => !onRoute.has(airport.code));
  const abroad = routeAirports.filter((airport) => !place(airport));

  return (
    <figure style={{ margin: 0 }}>
      <Svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{t('flights.map.title', { route: described })}</title>
        <desc id={`${id}-desc`}>
          {t('flights.map.desc', {
            count: list.length,
            abroad:
              abroad.length > 0
                ? t('flights.map.abroad', {
                    cities: abroad.map((airport) => airport.city).join(` ${t('flights.map.and')} `),
                  })
                : '',
          })}
        </desc>
        <path d={NEIGHBOURS_PATH} fill="#f4f1ea" stroke="#c9c2b3" strokeWidth={1} />
        {/* India's states: their outlines drawn wide, then their white shapes over them, so only
            the country's boundary shows, not the borders between states. */}
        <path d={INDIA_PATH} fill="none" stroke="#7d8aa0" strokeWidth={4} strokeLinejoin="round" />
        <path
          d={INDIA_PATH}
          fill="#ffffff"
          stroke="#ffffff"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
        {others.map((airport) => {
          const point = place(airport);
          return point ? (
            <circle key={airport.code} cx={point[0]} cy={point[1]} r={4} fill="#8a94a6" />
          ) : null;
        })}
        {unique.map(([a, b]) => (
          <path
            key={`${a.code}-${b.code}`}
            d={
              drawPath({
                type: 'LineString',
                coordinates: [
                  [a.longitude, a.latitude],
                  [b.longitude, b.latitude],
                ],
              }) ?? ''
            }
            fill="none"
            stroke="#F28C28"
            strokeWidth={4}
            strokeLinecap="round"
          />
        ))}
        {routeAirports.map((airport) => {
          const point = place(airport);
          if (!point) return null;
          const right = point[0] < MAP_WIDTH - 90;
          return (
            <g key={airport.code}>
              <circle
                cx={point[0]}
                cy={point[1]}
                r={8}
                fill="#0B3D91"
                stroke="#fff"
                strokeWidth={3}
              />
              <Label
                x={point[0] + (right ? 12 : -12)}
                y={point[1] + 7}
                textAnchor={right ? 'start' : 'end'}
              >
                {airport.code}
              </Label>
            </g>
          );
        })}
      </Svg>
      <Credit>
        <RichMessage
          id="flights.map.credit"
          parts={{
            source: <a href="https://mapsvg.com/maps/india">MapSVG</a>,
            licence: <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>,
          }}
        />
      </Credit>
      <VisuallyHidden as="figcaption">
        <p>
          {t('flights.map.onRoute', {
            airports: routeAirports.map((a) => `${a.city} (${a.code})`).join(', '),
          })}
        </p>
        <p>{t('flights.map.others')}</p>
        <ul>
          {others.map((airport) => (
            <li key={airport.code}>
              {airport.city}, {airport.name} ({airport.code})
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
