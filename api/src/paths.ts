import { fileURLToPath } from 'node:url';

/** The workspace root (the folder holding api/, shell/ and remote-*). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
