import { randomUUID } from 'node:crypto';
import { BusinessProfileUpdated, type EventEnvelope, JobPosted, SubscriptionActivated } from '@localpros/contracts';
import { createEnvelope, createLogger, NatsBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { connect, StringCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingService } from '../src/index.js';
import { job, profile, seededRandom, subscription } from './harness.js';

const natsUrl = process.env.TEST_NATS_URL;
const logger = createLogger({ name: 'test', level: 'silent' });
// This run's own streams and consumers on the shared server, removed afterwards.
const namespace = `matchtest${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** JobPosted over real NATS JetStream: the broker drops a republished id, the inbox drops a redelivery. */
describe.skipIf(!natsUrl)('matching over NATS JetStream (TEST_NATS_URL)', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let bus: NatsBus;
  const random = seededRandom(99);
  const SERVICE = random.uuid();
  const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

  const count = async (query: ReturnType<typeof sql>) =>
    Number(
      ((await handle.database.db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0,
    );
  const leadCount = (jobId: string) =>
    count(sql`select count(*) as n from matching.leads where job_id = ${jobId}::uuid`);

  beforeAll(async () => {
    handle = await createTestDatabase();
    bus = await NatsBus.connect({
      url: natsUrl as string,
      name: 'matching-test',
      namespace,
      logger,
      backoffBaseMs: 20,
    });
    await prepareService(matchingService, { database: handle.database, bus, logger });
    await bus.start();
  });
  afterAll(async () => {
    await bus?.close();
    const nc = await connect({ servers: natsUrl });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(bus.names.eventsStream).catch(() => undefined);
    await jsm.streams.delete(bus.names.deadLetterStream).catch(() => undefined);
    await nc.close();
    await handle?.drop();
  });

  it('creates each lead once when the same JobPosted is published twice and redelivered under a new message id', async () => {
    for (let i = 0; i < 3; i += 1) {
      const businessId = random.uuid();
      await bus.publish(
        createEnvelope(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE], ...LEEDS })),
      );
      await bus.publish(createEnvelope(SubscriptionActivated, subscription({ businessId })));
    }
    await expect
      .poll(
        () =>
          count(
            sql`select count(*) as n from matching.businesses where is_verified and subscription_status = 'active'`,
          ),
        { timeout: 20_000 },
      )
      .toBe(3);

    const posted = createEnvelope(JobPosted, job({ jobId: random.uuid(), serviceId: SERVICE, ...LEEDS }));
    await bus.publish(posted as EventEnvelope);
    await bus.publish(posted as EventEnvelope); // same Nats-Msg-Id: the stream's duplicate window drops it
    // The same envelope again under another message id, as a redelivery the broker cannot recognise.
    const nc = await connect({ servers: natsUrl });
    const js = nc.jetstream();
    await js.publish(bus.names.eventSubject(posted.type), StringCodec().encode(JSON.stringify(posted)), {
      msgID: randomUUID(),
    });
    // A later job on the same consumer: once its leads exist, the copies before it were handled.
    const later = createEnvelope(JobPosted, job({ jobId: random.uuid(), serviceId: SERVICE, ...LEEDS }));
    await bus.publish(later as EventEnvelope);
    await expect.poll(() => leadCount(later.payload.jobId), { timeout: 20_000 }).toBe(3);
    await expect
      .poll(() => count(sql`select count(*) as n from matching.inbox where event_id = ${posted.id}::uuid`), {
        timeout: 20_000,
      })
      .toBe(1);

    expect(await leadCount(posted.payload.jobId)).toBe(3);
    expect(
      await count(
        sql`select count(*) as n from matching.outbox where type = 'LeadsCreated' and payload->>'jobId' = ${posted.payload.jobId}`,
      ),
    ).toBe(1);
    // On the broker: 3 profiles, 3 subscriptions, the job once (deduplicated), its copy under a new id, the later job.
    const jsm = await nc.jetstreamManager();
    expect((await jsm.streams.info(bus.names.eventsStream)).state.messages).toBe(9);
    await nc.close();
  }, 60_000);
});
