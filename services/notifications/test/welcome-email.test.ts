import { randomUUID } from 'node:crypto';
import { UserVerified } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../src/index.js';
import { outgoingMessages } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  // The sender is not started: these tests look at what is queued.
  await prepareService(notificationsService, { database: handle.database, bus, logger, env: { PLATFORM: 'local' } });
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await handle?.drop();
});

/** Publishes a UserVerified (publish returns once the consumer has handled it) and returns what it queued. */
async function verified(seeded: boolean | undefined) {
  const id = randomUUID();
  await bus.publish({
    id,
    type: UserVerified.type,
    version: UserVerified.version,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload: {
      userId: randomUUID(),
      userType: 'customer',
      email: `${id}@example.com`,
      firstName: 'Wendy',
      verifiedAt: new Date().toISOString(),
      ...(seeded === undefined ? {} : { seeded }),
    },
  });
  return db().select().from(outgoingMessages).where(eq(outgoingMessages.sourceEventId, id));
}

describe('the welcome e-mail', () => {
  it('is queued when a sign-up is verified, and when an older event does not say', async () => {
    for (const seeded of [false, undefined]) {
      const queued = await verified(seeded);
      expect(queued.map((row) => [row.purpose, row.subject])).toEqual([['welcome', 'Your LocalPros account is ready']]);
    }
  });

  it('is not queued for an account the demo seed verified', async () => {
    expect(await verified(true)).toEqual([]);
  });
});
