import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { INDIA_PATH, MAP_HEIGHT, MAP_WIDTH, PROJECTION } from './india-outline';

const projection = geoMercator()
  .scale(PROJECTION.scale)
  .translate([PROJECTION.translate[0], PROJECTION.translate[1]]);

/** Every point of the outline (absolute M/L/Z commands only). */
const points = [...INDIA_PATH.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map(
  ([, x, y]) => [Number(x), Number(y)] as const,
);

describe('the map of India', () => {
  it('draws the boundary as the Government of India depicts it, north to beyond Gilgit', () => {
    const top = Math.min(...points.map(([, y]) => y));
    const [, latitude] = projection.invert!([MAP_WIDTH / 2, top])!;
    // Natural Earth's de facto line stops at about 35.5° N; India's official one at 37.1° N.
    expect(latitude).toBeGreaterThan(36.9);
    // Aksai Chin, in the north-east of Ladakh, is inside the outline's extent.
    const [aksaiChinX] = projection([79.5, 35.2])!;
    expect(Math.max(...points.map(([x]) => x))).toBeGreaterThan(aksaiChinX);
  });

  it('keeps the outline inside the map and the airports of the far north, south and east on it', () => {
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // Leh, Srinagar, Thiruvananthapuram, Port Blair, Dibrugarh.
    for (const [longitude, latitude] of [
      [77.5465, 34.1359],
      [74.774, 33.9871],
      [76.92, 8.4821],
      [92.7297, 11.641],
      [95.0169, 27.4839],
    ] as const) {
      const [x, y] = projection([longitude, latitude])!;
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });
});
