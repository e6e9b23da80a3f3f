import { randomUUID } from 'node:crypto';
import { serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';
import { describeBillingApi } from '../billing/billing-api.suite.js';
import { describeBusinessApi } from '../business/business-api.suite.js';
import { describeJobsApi } from '../jobs/jobs-api.suite.js';
import { describeLeadsApi } from '../leads/leads-api.suite.js';
import { describeMessagingApi } from '../messaging/messaging-api.suite.js';
import { personalDataLogged, serverUrls, useDistributed } from '../support/distributed.js';
import { postJson } from '../support/marketplace-target.js';
import { SeededPersonalData } from '../support/seeded-personal-data.js';
import { describeWorkApi } from '../work/work-api.suite.js';
import { describeMarketplaceApi } from './marketplace-api.suite.js';

/** Sign-in limits live in Redis here, so the suites only run when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed API suites skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

/**
 * The API suites that ask nothing more of the marketplace than its defaults, run in turn on one
 * cluster: starting and stopping nine processes costs more than most suites' tests (~7 s of a 10 s
 * file on CI's two cores, ~15 s on a slower host). Each suite makes its own customers and businesses,
 * and the demo businesses it shares only receive more leads. Billing comes after the other signed-in
 * suites: its renewal run is the one step that reaches past its own accounts (every subscription due
 * by the day it names).
 */
const suites: { crossing: string; describe: (mode: string, target: () => AccountsTarget) => void }[] = [
  // A business profile saved through the BFF travels identity → NATS → matching and the public page.
  { crossing: 'business profiles', describe: describeBusinessApi },
  // UserVerified travels identity → NATS → jobs, so a visitor's job going live crosses processes.
  { crossing: 'jobs', describe: describeJobsApi },
  // JobPosted travels jobs → NATS → matching, JobCancelled and QuoteSent back: the hot path.
  { crossing: 'leads and quotes', describe: describeLeadsApi },
  // QuoteAccepted travels quotes → NATS → jobs and matching; JobCancelled the other way: the races.
  { crossing: 'quote to review', describe: describeWorkApi },
  // LeadInterested travels matching → NATS → messaging, MessageSent messaging → NATS → notifications → the BFF.
  { crossing: 'conversations', describe: describeMessagingApi },
  // Payments cross BFF → billing over gRPC; the idempotent charge and the renewal pass run in billing's process.
  { crossing: 'billing', describe: describeBillingApi },
];

describe.skipIf(!enabled)('the API suites, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset: 13_000,
    env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
  });
  const target = (): AccountsTarget => ({
    url: marketplace().target.url,
    settleDirectDebits: (only) => marketplace().cluster.settleDirectDebits(only),
  });

  for (const suite of suites) {
    describe(suite.crossing, () => {
      suite.describe('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);
    });
  }

  // After the suites: the home page it loads has the BFF keep the trust figures for a minute
  // (MARKETPLACE_STATS_REFRESH_MS), and the quote-to-review suite reads them fresh.
  describe('the public API', () => {
    describeMarketplaceApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL', () => marketplace().target);

    it('carries one request id from the BFF through gRPC and the event to the admin service logs', async () => {
      const requestId = `trace-${randomUUID()}`;
      const response = await postJson(
        `${marketplace().target.url}/api/customer/contact-us`,
        { name: 'Cara Jones', email: 'cara@example.com', message: 'Tracing one request across services' },
        { 'x-request-id': requestId },
      );
      expect(response.status).toBe(201);
      const processesThatLogged = () =>
        new Set(
          marketplace()
            .lines.filter((l) => l.line.includes(`"correlationId":"${requestId}"`))
            .map((l) => l.process),
        );
      await expect.poll(() => [...processesThatLogged()].sort()).toEqual(['admin', 'bff', 'notifications']);
      // Personal data stays out of the logs even at debug level.
      expect(marketplace().lines.some((l) => l.line.includes('cara@example.com'))).toBe(false);
    });
  });

  // Every distributed suite's cluster is scanned when it stops (support/distributed.ts); here, a look
  // at the scan itself, over every journey above: that it reads every process's debug lines, finds
  // none of the users' details, and has something to look for.
  it('reads every process’s debug lines, redactions included, and finds none of the users’ details', async () => {
    const { lines, databaseUrl } = marketplace();
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
