import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../support/build-web.js';
import { type DistributedMarketplace, serverUrls, startDistributed } from '../support/distributed.js';
import { allContactMessages, postJson } from '../support/marketplace-target.js';
import { DisposableNatsServer, natsServerBinary } from '../support/nats-server.js';

const enabled = Boolean(serverUrls.database && natsServerBinary);
if (!enabled)
  console.warn('fault test skipped: needs TEST_DATABASE_URL and a nats-server binary (.ci/run provides both)');

/**
 * Contact messages are posted while the broker is down and while the consuming service is
 * killed; once each is back, every message reaches the admin read model exactly once.
 */
describe.skipIf(!enabled)('event delivery under faults (distributed, real NATS JetStream and PostgreSQL)', () => {
  let nats: DisposableNatsServer;
  let marketplace: DistributedMarketplace;
  const posted: string[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    nats = new DisposableNatsServer(14_222 + Math.floor(Math.random() * 500));
    await nats.start();
    marketplace = await startDistributed({ natsUrl: nats.url, portOffset: 11_000 });
  });
  afterAll(async () => {
    await nats?.start().catch(() => undefined);
    await marketplace?.stop();
    await nats?.dispose();
  });

  async function postMessages(count: number, label: string) {
    for (let i = 0; i < count; i += 1) {
      const response = await postJson(`${marketplace.target.url}/api/customer/contact-us`, {
        name: 'Dee Fault',
        email: 'dee@example.com',
        message: `${label} message ${i} ${randomUUID()}`,
      });
      // Posting only writes the outbox, so it succeeds whatever the broker is doing.
      expect(response.status).toBe(201);
      posted.push(((await response.json()) as { contactMessage: { id: string } }).contactMessage.id);
    }
  }

  async function expectExactlyOnceInAdmin() {
    await expect
      .poll(async () => (await allContactMessages(marketplace.target)).map((m) => m.id).sort(), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([...posted].sort());
    const client = new pg.Client({ connectionString: marketplace.databaseUrl });
    await client.connect();
    try {
      const inbox = await client.query(
        "select count(*)::int as n, count(distinct event_id)::int as distinct_events from admin.inbox where event_type = 'ContactMessageReceived'",
      );
      expect(inbox.rows[0]).toEqual({ n: posted.length, distinct_events: posted.length });
      // The relay marks what it published with its next claim, or a moment later (kit's relay.ts).
      const marked = async () =>
        (
          await client.query(
            "select count(*)::int as n from notifications.outbox where type = 'ContactMessageReceived' and published_at is not null",
          )
        ).rows[0].n;
      await expect.poll(marked).toBe(posted.length);
    } finally {
      await client.end();
    }
  }

  it('delivers normally while everything is up', async () => {
    await postMessages(3, 'baseline');
    await expectExactlyOnceInAdmin();
  });

  it('keeps accepting messages while NATS is down and delivers them all once it is back', async () => {
    await nats.stop();
    await postMessages(8, 'broker-down');
    const beforeRestart = (await allContactMessages(marketplace.target)).length;
    expect(beforeRestart).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await nats.start();
    await expectExactlyOnceInAdmin();
  });

  it('delivers what was published while the admin service was killed, once it restarts', async () => {
    await marketplace.cluster.stopMember('admin', 'SIGKILL');
    await postMessages(8, 'admin-killed');
    await marketplace.cluster.startMember('admin');
    await expectExactlyOnceInAdmin();
  });

  it('stops a service gracefully on SIGTERM (exit 0) with nothing left in its outbox', async () => {
    await postMessages(3, 'before-sigterm');
    expect(await marketplace.cluster.stopMember('notifications', 'SIGTERM')).toBe(0);
    const client = new pg.Client({ connectionString: marketplace.databaseUrl });
    await client.connect();
    try {
      const pending = await client.query(
        'select count(*)::int as n from notifications.outbox where published_at is null',
      );
      expect(pending.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
    await marketplace.cluster.startMember('notifications');
    await expectExactlyOnceInAdmin();
  });
});
