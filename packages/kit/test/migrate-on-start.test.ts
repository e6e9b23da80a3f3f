import { describe, expect, it } from 'vitest';
import type { EventBus } from '../src/bus/event-bus.js';
import { serviceProcessConfigSchema } from '../src/config/common.js';
import type { Database, Db } from '../src/db/database.js';
import { prepareService, type ServiceModule } from '../src/service/service-module.js';
import { tables } from './fixtures/schema.js';
import { silentLogger } from './fixtures/setup.js';

const bus: EventBus = {
  kind: 'nats',
  publish: async () => undefined,
  subscribe: () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
  ping: async () => undefined,
  close: async () => undefined,
} as unknown as EventBus;

/** A database that only records which schemas were migrated. */
function recordingDatabase() {
  const migrated: string[] = [];
  const database = {
    db: {} as Db,
    ping: async () => undefined,
    migrate: async ({ schema }: { schema: string }) => void migrated.push(schema),
    close: async () => undefined,
  } as unknown as Database;
  return { database, migrated };
}

const module = {
  name: 'jobs',
  schema: 'jobs',
  migrationsFolder: '/nowhere',
  tables,
  definition: {},
  serviceName: 'localpros.jobs.Jobs',
  instantiate: () => ({ handlers: {}, seed: async () => undefined, consumers: () => [], start: async () => undefined }),
} as unknown as ServiceModule;

describe('MIGRATE_ON_START', () => {
  it('defaults to true, so dev and tests migrate as they start', () => {
    const config = serviceProcessConfigSchema({ httpPort: 1, grpcPort: 2 }).parse({ NATS_URL: 'nats://x:4222' });
    expect(config.MIGRATE_ON_START).toBe('true');
  });

  it('refuses anything but true or false', () => {
    const result = serviceProcessConfigSchema({ httpPort: 1, grpcPort: 2 }).safeParse({
      NATS_URL: 'nats://x:4222',
      MIGRATE_ON_START: 'no',
    });
    expect(result.success).toBe(false);
  });

  it('a service migrates its schema as it is prepared, unless told not to (a migration Job ran)', async () => {
    const migrating = recordingDatabase();
    await prepareService(module, { database: migrating.database, bus, logger: silentLogger });
    expect(migrating.migrated).toEqual(['jobs']);

    const notMigrating = recordingDatabase();
    await prepareService(module, { database: notMigrating.database, bus, logger: silentLogger, migrate: false });
    expect(notMigrating.migrated).toEqual([]);
  });
});
