import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One test command for the whole repo. The database suites run on TEST_DATABASE_URL, or without
 * it on one embedded PostgreSQL the globalSetup starts for the run. Suites that need a broker run
 * when its URL is set: TEST_NATS_URL (NATS JetStream), TEST_REDIS_URL (Redis); .ci/run sets all
 * three. Without them the in-process bus stands in.
 *
 * Two phases: first the unit, web and embedded end-to-end files, several at a time; then the
 * files that start whole process clusters or a browser, one at a time (their project's
 * sequence.groupOrder puts it after the others). Run two at a time, the Chromium files gained 12 %
 * and one of them failed on a wait: the two cores were busy 96 % of the time.
 */
const testDatabaseEnv = './scripts/vitest-test-database-env.ts';

/** Distributed clusters (nine processes each), the broker fault test and Chromium journeys. */
const oneAtATime = [
  'e2e/**/distributed.e2e.test.ts',
  'e2e/**/*.distributed.e2e.test.ts',
  'e2e/fault/**/*.test.ts',
  'e2e/browser/**/*.test.ts',
];

/**
 * expect.poll waits for a state (a message delivered, a row written, an element changed), never for
 * a fixed time; its ceiling is generous (vitest's default is 1 s), for a loaded two-core host.
 */
const waits = { poll: { timeout: 30_000, interval: 100 } };

const endToEnd = {
  environment: 'node' as const,
  setupFiles: [testDatabaseEnv],
  testTimeout: 120_000,
  hookTimeout: 240_000,
  // Whole marketplaces and a real Chromium on CI's two shared cores: a test that fails is run
  // once more, and only a second failure fails the run (vitest still reports the retry). A real
  // bug fails both times; a timing flake (like the stop that lost a session's work) does not.
  retry: 1,
  expect: waits,
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    globalSetup: ['./scripts/vitest-test-database.ts', './scripts/vitest-web-build.ts'],
    // vitest's default on two cores is one worker, which ran every file in turn (CI took 34 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // In every project (isolate: false) a worker keeps the modules it imported from one file to
    // the next: most of their time was importing fastify, drizzle, antd and the services once per
    // file (unit 179 → 88 s, web 234 → 90 s, e2e 166 → 121 s, each alone).
    // Files keep their state in what they start (a database, a marketplace, a render), never in
    // a module, and pass in shuffled file orders (--sequence.shuffle.files).

    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'bff/test/**/*.test.ts',
            'deploy/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [testDatabaseEnv],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: waits,
          isolate: false,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...oneAtATime],
          ...endToEnd,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e-serial',
          include: oneAtATime,
          // Each file starts a cluster on its own port range or drives Chromium: one file at a time.
          fileParallelism: false,
          ...endToEnd,
          // As in the e2e project: the worker keeps its modules from one file to the next (each file
          // imported fastify, drizzle, playwright and the services again: ~4 s, 103 s of 1,201 s).
          // A project that is not isolated states its turn: after the others, as before.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
