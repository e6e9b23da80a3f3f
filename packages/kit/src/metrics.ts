import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** One registry per process; in embedded mode all services share it, labelled by service. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    eventsPublished: new Counter({
      name: 'localpros_events_published_total',
      help: 'Integration events published to the bus from an outbox',
      labelNames: ['service', 'type'],
      registers: [registry],
    }),
    eventsConsumed: new Counter({
      name: 'localpros_events_consumed_total',
      help: 'Integration events handled by a consumer, by outcome (processed, duplicate, failed)',
      labelNames: ['consumer', 'type', 'outcome'],
      registers: [registry],
    }),
    eventsDeadLettered: new Counter({
      name: 'localpros_events_dead_lettered_total',
      help: 'Integration events moved to the dead-letter subject after too many failed attempts',
      labelNames: ['consumer', 'type'],
      registers: [registry],
    }),
    outboxPending: new Histogram({
      name: 'localpros_outbox_batch_size',
      help: 'Outbox rows claimed per relay pass',
      labelNames: ['service'],
      buckets: [0, 1, 5, 10, 50, 100],
      registers: [registry],
    }),
    rpcDuration: new Histogram({
      name: 'localpros_rpc_duration_seconds',
      help: 'Handled gRPC calls by method and status code',
      labelNames: ['method', 'code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
