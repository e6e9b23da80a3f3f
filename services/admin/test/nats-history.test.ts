import { randomUUID } from 'node:crypto';
import {
  AccountStatusChanged,
  type EventEnvelope,
  JobPosted,
  UserContactChanged,
  UserRegistered,
} from '@localpros/contracts';
import { createEnvelope, createLogger, NatsBus, natsEventHistory } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminService } from '../src/index.js';
import { readModelEventTypes, rebuildReadModels } from '../src/rebuild/rebuild-read-models.js';

const natsUrl = process.env.TEST_NATS_URL;
const logger = createLogger({ name: 'test', level: 'silent' });
/** This run's own streams on the shared server, removed afterwards. */
const namespace = `adminhist${randomUUID().replaceAll('-', '').slice(0, 8)}`;

describe.skipIf(!natsUrl)('admin read models rebuilt from JetStream (TEST_NATS_URL)', () => {
  let bus: NatsBus;
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const published: EventEnvelope[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.database.migrate({ schema: adminService.schema, migrationsFolder: adminService.migrationsFolder });
    bus = await NatsBus.connect({ url: natsUrl as string, name: 'admin-history-test', namespace, logger });
    const userId = randomUUID();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 9, minutes)).toISOString();
    const person = {
      userId,
      userType: 'customer' as const,
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      mobileNumber: '07700900000',
    };
    const events = [
      createEnvelope(UserRegistered, { ...person, businessName: null, registeredAt: at(0) }),
      createEnvelope(UserContactChanged, {
        ...person,
        firstName: 'Anna',
        businessName: null,
        emailEnabled: true,
        smsEnabled: true,
        notifiableEvents: {
          messages: true,
          newsletters: false,
          specialOffers: false,
          recommendations: true,
          newJobLeads: true,
        },
        changedAt: at(1),
      }),
      createEnvelope(AccountStatusChanged, {
        userId,
        userType: 'customer',
        isActive: false,
        adminId: randomUUID(),
        changedAt: at(2),
      }),
      createEnvelope(JobPosted, {
        jobId: randomUUID(),
        customerId: userId,
        title: 'Clean my flat',
        description: 'Two rooms',
        workCategoryId: randomUUID(),
        serviceId: randomUUID(),
        serviceName: 'Domestic cleaning',
        location: 'SW11',
        latitude: 51.46,
        longitude: -0.17,
        jobType: 'residential',
        targetJobDone: 'flexible',
        specificDate: null,
        type: 'standard',
        specificBusinessIds: [],
        postedAt: at(3),
        jobNumber: 'LP-000042',
      }),
    ];
    for (const envelope of events) {
      await bus.publish(envelope);
      published.push(envelope);
    }
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

  it('reads the stream from its first message to its last, in order, filtered to the read models’ events', async () => {
    const read: EventEnvelope[] = [];
    for await (const envelope of natsEventHistory({
      url: natsUrl as string,
      namespace,
      eventTypes: readModelEventTypes,
    })) {
      read.push(envelope);
    }
    expect(read.map((e) => e.id)).toEqual(published.map((e) => e.id));
    const none: EventEnvelope[] = [];
    for await (const envelope of natsEventHistory({
      url: natsUrl as string,
      namespace,
      eventTypes: ['QuoteDeclined'],
    })) {
      none.push(envelope);
    }
    expect(none).toEqual([]);
  });

  it('rebuilds the tables from the stream as from the events themselves', async () => {
    const db = handle.database.db;
    const snapshot = async () =>
      (
        (await db.execute(
          sql`select a.*, (select count(*) from admin.jobs) as jobs from admin.accounts a order by 1`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows;
    async function* fromArray() {
      yield* published;
    }
    await rebuildReadModels(db, fromArray());
    const expected = await snapshot();
    expect(expected).toEqual([expect.objectContaining({ first_name: 'Anna', is_active: false, jobs: '1' })]);
    const { applied } = await rebuildReadModels(
      db,
      natsEventHistory({ url: natsUrl as string, namespace, eventTypes: readModelEventTypes }),
    );
    expect(applied).toBe(published.length);
    expect(await snapshot()).toEqual(expected);
  });
});
