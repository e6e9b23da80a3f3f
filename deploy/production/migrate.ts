import { type ServiceName, serviceNames } from '@localpros/contracts';
import { createLogger, loadConfigOrExit, openDatabase, type ServiceModule } from '@localpros/kit';
import { z } from 'zod';

/**
 * Each service's module (its schema and migrations folder), loaded only when it is migrated. Keyed
 * by contracts' one list of services: a service missing or extra here does not compile.
 */
const serviceModules = {
  identity: async () => (await import('@localpros/identity')).identityService,
  jobs: async () => (await import('@localpros/jobs')).jobsService,
  matching: async () => (await import('@localpros/matching')).matchingService,
  quotes: async () => (await import('@localpros/quotes')).quotesService,
  billing: async () => (await import('@localpros/billing')).billingService,
  notifications: async () => (await import('@localpros/notifications')).notificationsService,
  admin: async () => (await import('@localpros/admin')).adminService,
  messaging: async () => (await import('@localpros/messaging')).messagingService,
} satisfies Record<ServiceName, () => Promise<ServiceModule>>;

export { serviceNames };

const migrateConfigSchema = z.object({
  // A migration Job always targets the real server: without a URL there is nothing to migrate.
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'is required to migrate (postgres://…)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Applies the migrations of the given services, one after the other (each under the same advisory
 * lock a starting service takes, so a Job and a pod never migrate one schema at once). Throws on
 * the first failure: the caller exits non-zero and the Job is retried.
 */
export async function migrateServices(names: readonly ServiceName[]): Promise<void> {
  const config = loadConfigOrExit(migrateConfigSchema);
  const logger = createLogger({ name: 'migrate', level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, applicationName: 'localpros-migrate', poolSize: 2 });
  try {
    for (const name of names) {
      const module = await serviceModules[name]();
      const startedAt = Date.now();
      await database.migrate({ schema: module.schema, migrationsFolder: module.migrationsFolder });
      logger.info({ service: name, ms: Date.now() - startedAt }, `${name}: migrations applied`);
    }
  } finally {
    await database.close();
  }
}
