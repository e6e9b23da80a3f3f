import { isAbsolute, relative } from 'node:path';
import { DEMO_PASSWORD, demoAccounts } from '@localpros/identity';
import {
  AlreadyRunningError,
  createLogger,
  exitOnConfigError,
  isProduction,
  onShutdownSignal,
  startTracing,
} from '@localpros/kit';
import { startEmbedded } from './start.js';

const startedAt = performance.now();
// One process, one OpenTelemetry service: OTLP export when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md).
const tracing = startTracing({ serviceName: 'localpros', env: process.env });
// A configuration problem (on production: a missing or placeholder secret) is one line per variable, then exit 1.
const marketplace = await startEmbedded().catch(exitIfAlreadyRunning).catch(exitOnConfigError);
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const embedded = marketplace.database.embedded;
const where = embedded
  ? `PostgreSQL ${embedded.version} (embedded) in ${shownPath(embedded.directory)}`
  : 'PostgreSQL (DATABASE_URL)';
process.stdout.write(
  [
    '',
    `  LocalPros is running (embedded: BFF and eight services in one process, ${where})`,
    `  ready in ${seconds} s`,
    '',
    `  Marketplace:  ${marketplace.url}`,
    `  API docs:     ${marketplace.url}/api/docs`,
    `  Health:       ${marketplace.opsUrl ?? marketplace.url}/readyz`,
    '',
    ...demoLines(),
    '  Stop with Ctrl+C.',
    '',
  ].join('\n'),
);
onShutdownSignal(createLogger({ name: 'localpros', level: marketplace.config.LOG_LEVEL }), async () => {
  await marketplace.close();
  await tracing.shutdown();
});

/** The demo logins and where e-mails land: never on production (NODE_ENV=production seeds neither). */
function demoLines(): string[] {
  if (isProduction(marketplace.config) || process.env.DEMO_DATA === 'false') return [];
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  return [
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map(
      (a) =>
        `    ${a.email.padEnd(width)}  ${a.userType}${a.business ? `, ${a.business.name} (${a.business.location})` : ''}`,
    ),
    '',
    `  E-mails and SMS (codes, links): ${marketplace.url}/dev/mailbox`,
    '',
  ];
}

/** A second `npm start` on the same data folder: say which process has it, and stop. */
function exitIfAlreadyRunning(error: unknown): never {
  if (!(error instanceof AlreadyRunningError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/** ./data/postgres when under the current folder, else the full path. */
function shownPath(directory: string): string {
  const path = relative(process.cwd(), directory);
  return path.startsWith('..') || isAbsolute(path) ? directory : `./${path}`;
}
