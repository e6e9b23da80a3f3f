import { serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';
import { describeBusinessApi } from '../business/business-api.suite.js';
import { personalDataLogged, serverUrls, useDistributed } from '../support/distributed.js';
import { SeededPersonalData } from '../support/seeded-personal-data.js';

/**
 * The scan of no-personal-data-in-logs.e2e.test.ts in the distributed mode. Every distributed
 * suite's cluster (the BFF and the eight services as nine processes, each logging at debug level)
 * is scanned when it stops (support/distributed.ts): the accounts, marketplace, jobs, leads, work,
 * admin and billing journeys. Here, the one API suite no other distributed file runs (business
 * profiles), and a look at the scan itself: that it reads every process's debug lines and has
 * something to look for.
 */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed privacy e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

describe.skipIf(!enabled)('no personal data in the logs, distributed', () => {
  const started = useDistributed({
    portOffset: 16_000,
    // Every run comes from one address: the per-address limits are raised as the suites' own runs do.
    env: { ...accountsApiEnv, REGISTER_RATE_LIMIT_PER_IP: '10000', OUTBOX_POLL_MS: '100' },
  });

  describeBusinessApi(
    'distributed, every process logging at debug level',
    (): AccountsTarget => ({ url: started().target.url }),
  );

  it('reads every process’s debug lines, redactions included, and finds none of the users’ details', async () => {
    const { lines, databaseUrl } = started();
    const processes = new Set(lines.map((l) => l.process));
    expect([...processes].sort()).toEqual([...serviceNames, 'bff'].sort());
    const log = lines.map((l) => l.line).join('\n');
    expect(log).toContain('"level":20');
    expect(log).toContain('[redacted]');
    const seeded = new SeededPersonalData();
    expect(await personalDataLogged(databaseUrl, lines, seeded)).toEqual([]);
    expect(seeded.emails.size).toBeGreaterThan(3);
    expect(seeded.codes.size).toBeGreaterThan(1);
    // And the scan does see one when it is there.
    const [anEmail] = [...seeded.emails];
    expect(seeded.foundIn(`{"level":20,"msg":"sent to ${anEmail?.toUpperCase()}"}`)).toEqual([anEmail]);
  });
});
