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
import type { RpcHandlers, ServiceDefinition, ServiceHandlers } from '../grpc/types.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';

/** What a service's code is handed: its own database handle, its outbox and its logger. */
export interface ServiceDeps {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  /** The process environment (plus the embedded host's overrides); a service parses its own settings from it with loadConfig. */
  env: Readonly<Record<string, string | undefined>>;
  /** The process's metrics (none in tests that build a context by hand). */
  metrics?: Metrics;
}

/** Consumers of a service: a fixed list, or one built from the service's context. */
export type ConsumerGroup<C> = readonly EventConsumer[] | ((context: C) => readonly EventConsumer[]);

/** One hosted instance of a service: its handlers, consumers, seed and background work, bound to its context. */
export interface ServiceParts<D extends ServiceDefinition = ServiceDefinition> {
  readonly handlers: RpcHandlers<D>;
  seed(): Promise<void>;
  consumers(): readonly EventConsumer[];
  start(): Promise<(() => Promise<void>) | undefined>;
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
  /** Builds one hosted instance's context (once) and binds the service's parts to it. */
  instantiate(deps: ServiceDeps): ServiceParts<D>;
}

/**
 * Declares a service module by its name: its schema is named after it, its migrations sit in
 * the service's drizzle/ folder, its gRPC contract comes from the contracts package.
 *
 * One way to wire a service: `context(deps)` builds what its code is handed (default: the deps
 * themselves), once per hosted instance; `handlers` is the table of its handler functions, each
 * `(context, request, call)`, one per method of its contract; consumers, seed and start are
 * handed the same context.
 */
export function defineService<N extends ServiceName, C = ServiceDeps>(spec: {
  name: N;
  /** The module file's import.meta.url: drizzle/ is found beside src/. */
  moduleUrl: string;
  tables: EventTables;
  config?: z.ZodType;
  /**
   * What the service's code is handed, built once per hosted instance from its deps (a named
   * function with its return type, so C is inferred from it). It queries nothing: deploy/nats
   * lists a service's consumers from an instance built without a database.
   */
  context?(deps: ServiceDeps): C;
  handlers: ServiceHandlers<ServiceDefinitionOf<N>, NoInfer<C>>;
  /** The explicit list of events this service consumes, in groups (a group may need the context). */
  consumers?: readonly ConsumerGroup<NoInfer<C>>[];
  /** Reference data written on first start; must be idempotent. */
  seed?(context: NoInfer<C>): Promise<void>;
  /**
   * Background work of the service (e.g. a sender loop), started by the host once the bus
   * delivers; returns its stop function, which the host awaits on shutdown.
   */
  start?(context: NoInfer<C>): Promise<() => Promise<void>>;
}): ServiceModule<ServiceDefinitionOf<N>> {
  const { name, tables, config, handlers, consumers = [], seed, start } = spec;
  const contextOf = spec.context ?? ((deps: ServiceDeps) => deps as C);
  return {
    name,
    tables,
    config,
    schema: name,
    migrationsFolder: fileURLToPath(new URL('../drizzle', spec.moduleUrl)),
    definition: serviceContracts[name].definition as ServiceDefinitionOf<N>,
    serviceName: serviceContracts[name].serviceName,
    instantiate(deps) {
      const context = contextOf(deps);
      return {
        handlers: bindHandlers(handlers, context),
        seed: async () => seed?.(context),
        consumers: () => consumers.flatMap((group) => (typeof group === 'function' ? group(context) : group)),
        start: async () => start?.(context),
      };
    },
  };
}

/** Each handler bound to the instance's context: the RpcHandlers the gRPC server and the in-process client call. */
function bindHandlers<D extends ServiceDefinition, C>(handlers: ServiceHandlers<D, C>, context: C): RpcHandlers<D> {
  const bound: Partial<RpcHandlers<D>> = {};
  for (const method of Object.keys(handlers) as (keyof D)[]) {
    const handler = handlers[method];
    bound[method] = (request, call) => handler(context, request, call);
  }
  return bound as RpcHandlers<D>;
}

/**
 * One consumer per event type and service: on the broker each is one durable consumer named after
 * the service and the type (busNames().durableName), so a second consumer of the same type would
 * share the first one's durable and each would get only some of the events. Work that reacts to
 * the same event joins one consumer (notifications' withNotificationCentre does so).
 */
function assertOneConsumerPerType(service: string, consumers: readonly EventConsumer[]): void {
  const seen = new Set<string>();
  for (const { event } of consumers) {
    if (seen.has(event.type)) {
      throw new Error(
        `${service} has two consumers of ${event.type}: they would share one durable consumer on the bus and each miss events. Join them into one consumer of ${event.type}.`,
      );
    }
    seen.add(event.type);
  }
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
 * Prepares a service on its infrastructure: migrates its schema, builds its context (once),
 * refuses two consumers of one event type, seeds, binds its handlers, registers its consumers on
 * the bus and creates its outbox relay. The
 * host starts the bus and the relay once every service on it is prepared.
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
    // a consumer's concurrency. Up to 64 overlap (relay.ts); the bus keeps each consumer's order and
    // concurrency, and its consumers take the rest in turn.
    publishWindow: infra.bus.kind === 'in-process' ? 64 : 1,
    retention: eventRetentionFromEnv(infra.env ?? process.env, infra.bus.kind),
  });
  const deps: ServiceDeps = {
    db: infra.database.db,
    outbox,
    logger,
    env: infra.env ?? process.env,
    metrics: infra.metrics,
  };
  const parts = module.instantiate(deps);
  const consumers = parts.consumers();
  assertOneConsumerPerType(module.name, consumers);
  await parts.seed();
  for (const eventConsumer of consumers) {
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
    handlers: parts.handlers,
    relay,
    deps,
    async start() {
      startedRelay.start();
      stopBackground = await parts.start();
    },
    async stop() {
      await stopBackground?.();
      await startedRelay.stop();
    },
  };
}
