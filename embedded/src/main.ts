import { DEMO_PASSWORD, demoAccounts } from '@localpros/identity';
import { createLogger, onShutdownSignal } from '@localpros/kit';
import { startEmbedded } from './start.js';

const startedAt = performance.now();
const marketplace = await startEmbedded();
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const where = marketplace.config.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${marketplace.config.DATA_DIR}`;
process.stdout.write(
  [
    '',
    `  LocalPros is running (embedded: BFF and seven services in one process, ${where})`,
    `  ready in ${seconds} s`,
    '',
    `  Marketplace:  ${marketplace.url}`,
    `  API docs:     ${marketplace.url}/api/docs`,
    `  Health:       ${marketplace.url}/readyz`,
    '',
    ...demoLines(marketplace.config.PLATFORM),
    '  Stop with Ctrl+C.',
    '',
  ].join('\n'),
);
onShutdownSignal(createLogger({ name: 'localpros', level: marketplace.config.LOG_LEVEL }), () => marketplace.close());

/** The demo logins (seeded on every platform but production) and where e-mails land. */
function demoLines(platform: string): string[] {
  if (platform === 'production' || process.env.DEMO_DATA === 'false') return [];
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
