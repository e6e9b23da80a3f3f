import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccountsApi } from '../accounts/accounts-api.suite.js';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';
import { describeMarketplaceApi } from '../api/marketplace-api.suite.js';
import { describeBusinessApi } from '../business/business-api.suite.js';
import { describeJobsApi } from '../jobs/jobs-api.suite.js';
import { describeLeadsApi } from '../leads/leads-api.suite.js';
import { ensureWebBuilt } from '../support/build-web.js';
import { type DistributedMarketplace, serverUrls, startDistributed } from '../support/distributed.js';
import { describeWorkApi } from '../work/work-api.suite.js';
import { SeededPersonalData } from './seeded-personal-data.js';

/**
 * The same scan as no-personal-data-in-logs.e2e.test.ts, in the distributed mode: the BFF and the
 * seven services as eight processes (gRPC, NATS JetStream, PostgreSQL, Redis), each at debug level,
 * and every line each process printed (stdout and stderr) is searched.
 */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed privacy e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

const lines: { process: string; line: string }[] = [];
const seeded = new SeededPersonalData();

async function harvest(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seeded.harvest(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

// Every run comes from one address: the per-address limits are raised as the suites' own runs do.
const env = {
  ...accountsApiEnv,
  REGISTER_RATE_LIMIT_PER_IP: '10000',
  CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
  OUTBOX_POLL_MS: '100',
  MESSAGE_SENDER_POLL_MS: '200',
};

/** One suite on a cluster of its own (the suites count leads and jobs near their own businesses). */
function onCapturedCluster(name: string, register: (marketplace: () => DistributedMarketplace) => void) {
  describe.skipIf(!enabled)(name, () => {
    let marketplace: DistributedMarketplace | undefined;
    beforeAll(async () => {
      ensureWebBuilt();
      marketplace = await startDistributed({ natsUrl: serverUrls.nats as string, portOffset: 16_000, env });
    });
    afterAll(async () => {
      if (!marketplace) return;
      try {
        await harvest(marketplace.databaseUrl);
        lines.push(...marketplace.lines);
      } finally {
        await marketplace.stop();
      }
    });
    register(() => {
      if (!marketplace) throw new Error('the distributed marketplace has not started');
      return marketplace;
    });
  });
}

const label = 'distributed, every process logging at debug level';
const accounts = (marketplace: () => DistributedMarketplace) => (): AccountsTarget => ({
  url: marketplace().target.url,
});

onCapturedCluster('marketplace API', (marketplace) => describeMarketplaceApi(label, () => marketplace().target));
onCapturedCluster('accounts API', (marketplace) => describeAccountsApi(label, accounts(marketplace)));
onCapturedCluster('business API', (marketplace) => describeBusinessApi(label, accounts(marketplace)));
onCapturedCluster('jobs API', (marketplace) => describeJobsApi(label, accounts(marketplace)));
onCapturedCluster('leads API', (marketplace) => describeLeadsApi(label, accounts(marketplace)));
onCapturedCluster('work API', (marketplace) => describeWorkApi(label, accounts(marketplace)));

describe.skipIf(!enabled)('everything every process logged', () => {
  it('names none of the users’ e-mail addresses or phone numbers, nor any one-time code issued', () => {
    const processes = new Set(lines.map((l) => l.process));
    expect([...processes].sort()).toEqual(
      ['admin', 'bff', 'billing', 'identity', 'jobs', 'matching', 'notifications', 'quotes'].sort(),
    );
    const log = lines.map((l) => l.line).join('\n');
    expect(log).toContain('"level":20');
    expect(log).toContain('[redacted]');
    expect(seeded.emails.size).toBeGreaterThan(50);
    expect(seeded.codes.size).toBeGreaterThan(40);
    const found = seeded.foundIn(log);
    expect(found).toEqual([]);
  });
});
