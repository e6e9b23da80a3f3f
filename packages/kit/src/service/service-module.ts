import { fileURLToPath } from 'node:url';
import { eventPublishers, type ServiceDefinitionOf, type ServiceName, serviceContracts } from '@localpros/contracts';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.js';
import type { Database, Db } from '../db/database.js';
import { type EventConsumer, idempotentHandler } from '../events/consumer.js';
import { Outbox } from '../events/outbox.js';
import { OutboxRelay } from '../events/relay.js';
import { eventRetentionFromEnv } from '../events/retention.js';
import type { EventTables } from '../events/tables.js';
import type { RpcHandlers, ServiceDefinition } from '../grpc/types.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';

/** What a service's code is handed: its own database handle, its outbox and its logger. */
export interface ServiceDeps {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  /** The process environment (plus the embedded host's overrides); a service parses its own settings from it with loadConfig. */
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A service as a module: its schema and migrations, its gRPC handlers and its event consumers.
 * The same module is hosted by a process of its own (distributed) or beside the others (embedded).
 */
export interface ServiceModule<D extends ServiceDefinition = ServiceDefinition> {
  readonly name: ServiceName;
  /** The PostgreSQL schema this service owns; no other service touches it. */
  readonly schema: string;
  readonly migrationsFolder: string;
  readonly tables: EventTables;
  readonly definition: D;
  readonly serviceName: string;
  /**
   * The service's own settings (secrets included), parsed from ServiceDeps.env. The host checks
   * them before it opens anything, so a production process missing a secret never starts.
   */
  readonly config?: z.ZodType;
  createHandlers(deps: ServiceDeps): RpcHandlers<D>;
  /** The explicit list of events this service consumes. */
  consumers?(deps: ServiceDeps): EventConsumer[];
  /** Reference data written on first start; must be idempotent. */
  seed?(deps: ServiceDeps): Promise<void>;
  /**
   * Background work of the service (e.g. a sender loop), started by the host once the bus
   * delivers; returns its stop function, which the host awaits on shutdown.
   */
  start?(deps: ServiceDeps): Promise<() => Promise<void>>;
}

/**
 * Declares a service module by its name: its schema is named after it, its migrations sit in
 * the service's drizzle/ folder, its gRPC contract comes from the contracts package.
 */
export function defineService<N extends ServiceName>(spec: {
  name: N;
  /** The module file's import.meta.url: drizzle/ is found beside src/. */
  moduleUrl: string;
  tables: EventTables;
  config?: z.ZodType;
  createHandlers(deps: ServiceDeps): RpcHandlers<ServiceDefinitionOf<N>>;
  consumers?(deps: ServiceDeps): EventConsumer[];
  seed?(deps: ServiceDeps): Promise<void>;
  start?(deps: ServiceDeps): Promise<() => Promise<void>>;
}): ServiceModule<ServiceDefinitionOf<N>> {
  const { moduleUrl, ...rest } = spec;
  return {
    ...rest,
    schema: spec.name,
    migrationsFolder: fileURLToPath(new URL('../drizzle', moduleUrl)),
    definition: serviceContracts[spec.name].definition as ServiceDefinitionOf<N>,
    serviceName: serviceContracts[spec.name].serviceName,
  };
}

export interface ServiceInstance<D extends ServiceDefinition = ServiceDefinition> {
  readonly module: ServiceModule<D>;
  readonly handlers: RpcHandlers<D>;
  readonly relay: OutboxRelay;
  readonly deps: ServiceDeps;
  /** Starts the relay and the module's background work (call once the bus delivers). */
  start(): Promise<void>;
  /** Stops the background work, then flushes and stops the relay. */
  stop(): Promise<void>;
}

/**
 * Prepares a service on its infrastructure: migrates its schema, seeds, builds its handlers,
 * registers its consumers on the bus and creates its outbox relay. The host starts the
 * bus and the relay once every service on it is prepared.
 */
export async function prepareService<D extends ServiceDefinition>(
  module: ServiceModule<D>,
  infra: {
    database: Database;
    bus: EventBus;
    logger: Logger;
    metrics?: Metrics;
    outboxPollMs?: number;
    env?: Readonly<Record<string, string | undefined>>;
    /** false when the schema is migrated beforehand (a deployment's migration Job); default true. */
    migrate?: boolean;
  },
): Promise<ServiceInstance<D>> {
  const logger = infra.logger.child({ service: module.name });
  if (infra.migrate !== false) {
    await infra.database.migrate({ schema: module.schema, migrationsFolder: module.migrationsFolder });
  }
  let relay: OutboxRelay | undefined;
  const published = eventPublishers[module.name];
  const outbox = new Outbox(
    infra.database.db,
    module.tables,
    () => relay?.kick(),
    published && { service: module.name, types: new Set(published.map((event) => event.type)) },
  );
  relay = new OutboxRelay({
    service: module.name,
    db: infra.database.db,
    tables: module.tables,
    bus: infra.bus,
    logger,
    metrics: infra.metrics,
    pollMs: infra.outboxPollMs,
    // In-process, a publish resolves once every subscriber has handled the event (so a crash leaves
    // it in the outbox): one at a time, the whole process would handle one event at a time, whatever
    // a consumer's concurrency. The bus keeps each consumer's order and concurrency.
    publishWindow: infra.bus.kind === 'in-process' ? 8 : 1,
    retention: eventRetentionFromEnv(infra.env ?? process.env, infra.bus.kind),
  });
  const deps: ServiceDeps = { db: infra.database.db, outbox, logger, env: infra.env ?? process.env };
  await module.seed?.(deps);
  for (const eventConsumer of module.consumers?.(deps) ?? []) {
    infra.bus.subscribe(
      module.name,
      eventConsumer.event.type,
      idempotentHandler({
        consumer: module.name,
        db: infra.database.db,
        tables: module.tables,
        eventConsumer,
        logger,
        metrics: infra.metrics,
        outbox,
      }),
      { concurrency: eventConsumer.concurrency },
    );
  }
  let stopBackground: (() => Promise<void>) | undefined;
  const startedRelay = relay;
  return {
    module,
    handlers: module.createHandlers(deps),
    relay,
    deps,
    async start() {
      startedRelay.start();
      stopBackground = await module.start?.(deps);
    },
    async stop() {
      await stopBackground?.();
      await startedRelay.stop();
    },
  };
}
