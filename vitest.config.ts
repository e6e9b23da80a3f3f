import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repo. Suites that need a real server run when its URL is set:
 * TEST_DATABASE_URL (PostgreSQL), TEST_NATS_URL (NATS JetStream), TEST_REDIS_URL (Redis);
 * .ci/run sets all three. Without them everything runs on PGlite and the in-process bus.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'bff/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Distributed suites start processes on fixed port ranges: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
