// Writes src/ui/map/india-outline.ts: India as the Government of India depicts it (the
// whole of Jammu and Kashmir and Ladakh), from @svg-maps/india (MapSVG's map of India, CC BY
// 4.0), and its neighbours from Natural Earth (world-atlas, 1:50m, public domain), in one
// Mercator projection, so the map chunk carries a few kilobytes of paths.
//
// @svg-maps/india is drawn in a Mercator projection; its scale and origin are found from
// India's undisputed extremes in Natural Earth (west, east, the mainland's south) and checked
// against another (Arunachal Pradesh's north), so the neighbours and the airports land on it.
//
//   node remote-flights/scripts/india-map.mjs && pnpm exec prettier --write remote-flights/src/ui/map/india-outline.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import india from '@svg-maps/india';
import { geoBounds, geoMercator, geoPath } from 'd3-geo';
import simplify from 'simplify-js';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const versionOf = (name) =>
  JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8'))
    .version;

/** Room around India for its outline and the neighbours. */
const PAD = 12;
/** How far (in the map's units, about a pixel at 636 px wide) a simplified outline may stray. */
const TOLERANCE = 1;
const INDIA = '356';
// Pakistan, Nepal, Bhutan, Bangladesh, Sri Lanka, Myanmar, China, Afghanistan, Maldives.
const NEIGHBOURS = ['586', '524', '064', '050', '144', '104', '156', '004', '462'];

/**
 * The subpaths of an SVG path as absolute points. @svg-maps/india uses moveto (m; pairs after it
 * are linetos), lineto (l, L) and closepath (z) only; anything else stops the script.
 */
function subpaths(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const rings = [];
  let ring;
  let command = '';
  let x = 0;
  let y = 0;
  let start = [0, 0];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      i += 1;
      if (command === 'z' || command === 'Z') {
        [x, y] = start;
        ring = undefined;
        continue;
      }
      if (!'mMlL'.includes(command)) throw new Error(`unexpected path command ${command}`);
      continue;
    }
    const dx = Number(tokens[i]);
    const dy = Number(tokens[i + 1]);
    i += 2;
    const relative = command === 'm' || command === 'l';
    // The first moveto of a path is absolute whatever its case.
    const absolute = !relative || (command === 'm' && rings.length === 0 && !ring);
    x = absolute ? dx : x + dx;
    y = absolute ? dy : y + dy;
    if (command === 'm' || command === 'M') {
      ring = [[x, y]];
      rings.push(ring);
      start = [x, y];
      command = command === 'm' ? 'l' : 'L';
    } else {
      if (!ring) {
        ring = [[x, y]];
        rings.push(ring);
      }
      ring.push([x, y]);
    }
  }
  return rings;
}

const states = new Map(india.locations.map((location) => [location.id, subpaths(location.path)]));
const points = [...states.values()].flat(2);
const boxOf = (list) => ({
  minX: Math.min(...list.map(([x]) => x)),
  maxX: Math.max(...list.map(([x]) => x)),
  minY: Math.min(...list.map(([, y]) => y)),
  maxY: Math.max(...list.map(([, y]) => y)),
});
const all = boxOf(points);
const stateBox = (id) => {
  const rings = states.get(id);
  if (!rings) throw new Error(`@svg-maps/india has no ${id}`);
  return boxOf(rings.flat());
};

// Natural Earth's mainland India: its west, east and south are not disputed.
const countries = feature(atlas, atlas.objects.countries).features;
const natural = countries.find((country) => country.id === INDIA);
const parts = natural.geometry.coordinates.map((coordinates) =>
  geoBounds({ type: 'Polygon', coordinates }),
);
const size = ([[w, s], [e, n]]) => (e - w) * (n - s);
const [[west, south], [east]] = parts.reduce((a, b) => (size(b) > size(a) ? b : a));

const radians = (degrees) => (degrees * Math.PI) / 180;
const mercatorY = (latitude) => Math.log(Math.tan(Math.PI / 4 + radians(latitude) / 2));
const scale = (all.maxX - all.minX) / (radians(east) - radians(west));
// The map's paths are moved by (shiftX, shiftY) to leave PAD around India.
const shiftX = PAD - all.minX;
const shiftY = PAD - all.minY;
const tx = all.minX - scale * radians(west) + shiftX;
const ty = stateBox('tn').maxY + scale * mercatorY(south) + shiftY;
const WIDTH = Math.ceil(all.maxX - all.minX + 2 * PAD);
const HEIGHT = Math.ceil(all.maxY - all.minY + 2 * PAD);
const projection = geoMercator()
  .scale(scale)
  .translate([tx, ty])
  .clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);

// Checks: Arunachal Pradesh's north (29.46° N in Natural Earth) falls where the map draws it,
// and the map reaches the Government of India's northern limit (about 37° N, beyond Gilgit).
const [, arunachalNorth] = projection([96, 29.46]);
const drawnNorth = stateBox('ar').minY + shiftY;
if (Math.abs(arunachalNorth - drawnNorth) > 3) {
  throw new Error(
    `the fitted projection is off by ${arunachalNorth - drawnNorth} px in the north-east`,
  );
}
const [, northernmost] = projection.invert([0, PAD]);
if (northernmost < 36.5) {
  throw new Error(
    `the map of India ends at ${northernmost.toFixed(2)}° N: not the official boundary`,
  );
}

const round = (value) => Math.round(value * 10) / 10;
const indiaPath = [...states.values()]
  .flat()
  .map((ring) => {
    const kept = simplify(
      ring.map(([x, y]) => ({ x, y })),
      TOLERANCE,
      true,
    ).map(({ x, y }) => [x, y]);
    // An island smaller than the tolerance keeps its own outline.
    return kept.length >= 3 ? kept : ring;
  })
  .map((ring) => `M${ring.map(([x, y]) => `${round(x + shiftX)},${round(y + shiftY)}`).join('L')}Z`)
  .join('');
const path = geoPath(projection).digits(1);
const neighbours = countries
  .filter((country) => NEIGHBOURS.includes(country.id))
  .map((country) => path(country))
  .filter(Boolean)
  .join('');

const [x, y] = projection.translate();
const source = `// Generated by remote-flights/scripts/india-map.mjs; do not edit. India: @svg-maps/india
// ${versionOf('@svg-maps/india')} (based on MapSVG's map of India, https://mapsvg.com/maps/india, CC BY 4.0), the
// boundary as the Government of India depicts it. Neighbours: world-atlas ${versionOf('world-atlas')}
// (Natural Earth 1:50m admin-0 countries, public domain).

/** The map's coordinate space; the paths below are projected into it. */
export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};

/** The Mercator projection the paths were drawn with: d3-geo's geoMercator with these. */
export const PROJECTION = { scale: ${projection.scale()}, translate: [${x}, ${y}] as const };

/** India's states and union territories, each a closed outline (they share their borders). */
export const INDIA_PATH =
  '${indiaPath}';

export const NEIGHBOURS_PATH =
  '${neighbours}';
`;
writeFileSync(new URL('../src/ui/map/india-outline.ts', import.meta.url), source);
console.log(
  `india-outline.ts: ${Math.round(source.length / 1024)} KB; India reaches ${northernmost.toFixed(2)}° N`,
);
