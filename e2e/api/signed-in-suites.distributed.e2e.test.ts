import { describe } from 'vitest';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';
import { describeBillingApi } from '../billing/billing-api.suite.js';
import { describeJobsApi } from '../jobs/jobs-api.suite.js';
import { describeLeadsApi } from '../leads/leads-api.suite.js';
import { describeMessagingApi } from '../messaging/messaging-api.suite.js';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { describeWorkApi } from '../work/work-api.suite.js';

/** Sign-in limits live in Redis here, so the suites only run when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed API suites skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

/**
 * The API suites that sign in through real accounts and ask for nothing more of the marketplace,
 * run in turn on one cluster: starting and stopping nine processes costs more than most suites' tests
 * (~7 s of a 10 s file on CI's two cores). Each suite makes its own customers and businesses, and the
 * demo businesses it shares only receive more leads. Billing comes last: its renewal run is the one
 * step that reaches past its own accounts (every subscription due by the day it names).
 */
const suites: { crossing: string; describe: (mode: string, target: () => AccountsTarget) => void }[] = [
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

describe.skipIf(!enabled)('the signed-in API suites, distributed mode', () => {
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
});
