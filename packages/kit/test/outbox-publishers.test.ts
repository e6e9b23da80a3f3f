import { randomUUID } from 'node:crypto';
import { ContactMessageReceived, JobPosted } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import type { EventBus } from '../src/bus/event-bus.js';
import type { Database } from '../src/db/database.js';
import { prepareService, type ServiceModule } from '../src/service/service-module.js';
import { tables } from './fixtures/schema.js';
import { silentLogger } from './fixtures/setup.js';

/** A database whose transactions record the event types inserted into the outbox. */
function recordingDatabase() {
  const recorded: string[] = [];
  const tx = { insert: () => ({ values: async (row: { type: string }) => void recorded.push(row.type) }) };
  const database = {
    db: { transaction: async (work: (t: typeof tx) => Promise<unknown>) => work(tx) },
    migrate: async () => undefined,
  } as unknown as Database;
  return { database, recorded };
}

const notifications = {
  name: 'notifications',
  schema: 'notifications',
  migrationsFolder: '/nowhere',
  tables,
  definition: {},
  serviceName: 'localpros.notifications.Notifications',
  instantiate: () => ({ handlers: {}, seed: async () => undefined, consumers: () => [], start: async () => undefined }),
} as unknown as ServiceModule;

describe("a service's outbox", () => {
  it('records only the events the contracts say the service publishes (its NATS user may publish no other)', async () => {
    const { database, recorded } = recordingDatabase();
    const bus = { kind: 'nats', subscribe: () => undefined } as unknown as EventBus;
    const { deps } = await prepareService(notifications, { database, bus, logger: silentLogger, migrate: false });
    await expect(deps.outbox.transaction((_, events) => events.record(JobPosted, {} as never))).rejects.toThrow(
      'notifications may not publish JobPosted',
    );
    await deps.outbox.transaction((_, events) =>
      events.record(ContactMessageReceived, {
        contactMessageId: randomUUID(),
        name: 'Ann',
        email: 'ann@example.com',
        phone: null,
        message: 'Do you clean ovens?',
        receivedAt: new Date().toISOString(),
      }),
    );
    expect(recorded).toEqual(['ContactMessageReceived']);
  });
});
