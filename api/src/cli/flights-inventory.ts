// Rewrites the generated part of migrations/0008_flights.sql from src/flights/generator.ts.
//   pnpm --filter api flights:inventory
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INVENTORY_MARKER, renderInventorySql } from '../flights/generator';
import { migrationsDir } from '../paths';

const file = path.join(migrationsDir, '0008_flights.sql');
const current = await readFile(file, 'utf8');
const at = current.indexOf(INVENTORY_MARKER);
if (at === -1) throw new Error(`${file} has no "${INVENTORY_MARKER}" line`);
const head = current.slice(0, at + INVENTORY_MARKER.length);
await writeFile(file, `${head}\n${renderInventorySql()}`);
console.log(`wrote ${file}`);
