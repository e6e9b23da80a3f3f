import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../support/build-web.js';
import { type DistributedMarketplace, serverUrls, startDistributed } from '../support/distributed.js';
import { type AccountsTarget, accountsApiEnv, describeAccountsApi } from './accounts-api.suite.js';
import { accountsClient } from './accounts-client.js';

/** Rate limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed accounts e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

describe.skipIf(!enabled)('accounts, distributed mode', () => {
  let marketplace: DistributedMarketplace;
  beforeAll(async () => {
    ensureWebBuilt();
    marketplace = await startDistributed({
      natsUrl: serverUrls.nats as string,
      portOffset: 22_000,
      env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
    });
  });
  afterAll(async () => {
    await marketplace?.stop();
  });

  const target = (): AccountsTarget => ({ url: marketplace.target.url });
  describeAccountsApi('distributed: 8 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);

  it('keeps an account lock and ended sessions across a BFF restart (Redis and identity hold them)', async () => {
    const client = accountsClient(target);
    const locked = await client.verifiedCustomer();
    for (let i = 0; i < 5; i++) expect((await client.login(locked.email, `Wrong-password-${i}`)).status).toBe(401);
    const active = await client.verifiedCustomer();
    const loggedOut = await client.signIn(active.email, active.password);
    expect((await client.post('/auth/logout', undefined, loggedOut.token)).status).toBe(200);
    const kept = await client.signIn(active.email, active.password);

    await marketplace.cluster.stopMember('bff');
    await marketplace.cluster.startMember('bff');

    const stillLocked = await client.login(locked.email, locked.password);
    expect(stillLocked.status).toBe(429);
    expect((await client.get('/auth/user', loggedOut.token)).status).toBe(401);
    const current = await client.get<{ data: { email: string } }>('/auth/user', kept.token);
    expect(current.status).toBe(200);
    expect(current.body.data.email).toBe(active.email.toLowerCase());
  });
});
