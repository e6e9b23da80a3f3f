import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repo. The database suites run on TEST_DATABASE_URL, or without
 * it on one embedded PostgreSQL the globalSetup starts for the run. Suites that need a broker run
 * when its URL is set: TEST_NATS_URL (NATS JetStream), TEST_REDIS_URL (Redis); .ci/run sets all
 * three. Without them the in-process bus stands in.
 */
const testDatabaseEnv = './scripts/vitest-test-database-env.ts';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    globalSetup: ['./scripts/vitest-test-database.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'bff/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: [testDatabaseEnv],
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
          setupFiles: [testDatabaseEnv],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Distributed suites start processes on fixed port ranges: one file at a time.
          fileParallelism: false,
          // Whole marketplaces and a real Chromium on CI's two shared cores: a test that fails is run
          // once more, and only a second failure fails the run (vitest still reports the retry). A real
          // bug fails both times; a timing flake (like the stop that lost a session's work) does not.
          retry: 1,
        },
      },
    ],
  },
});
