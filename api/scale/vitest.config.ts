import { defineConfig } from 'vitest/config';

// Two api processes and nginx on a real PostgreSQL: run by `pnpm test:replicas`, not `pnpm test`.
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
