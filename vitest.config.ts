import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'remote-*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
