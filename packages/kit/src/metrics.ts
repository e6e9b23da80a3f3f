import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Reads current values (an outbox's backlog, a durable's pending count) from the database or the
 * broker and sets them on sampled gauges. Runs when Prometheus scrapes, not in between.
 */
export type ScrapeSampler = () => Promise<void>;

/** A slow database or broker must not hold a scrape past Prometheus' own timeout (10 s by default). */
const SAMPLE_TIMEOUT_MS = 2000;
/** The gauges of one scrape are collected at once: they share one sampling pass. */
const SAMPLE_REUSE_MS = 1000;

function scrapeSampling() {
  const samplers = new Set<ScrapeSampler>();
  const gauges: Gauge[] = [];
  let last: { at: number; pass: Promise<void> } | undefined;
  const withTimeout = async (sampler: ScrapeSampler) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SAMPLE_TIMEOUT_MS);
    });
    try {
      // A failed or late sampler leaves its series out of this scrape (alert on absent(...)).
      await Promise.race([sampler().catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    gauges,
    add(sampler: ScrapeSampler): () => void {
      samplers.add(sampler);
      return () => void samplers.delete(sampler);
    },
    refresh(): Promise<void> {
      if (last && Date.now() - last.at < SAMPLE_REUSE_MS) return last.pass;
      // Reset first: a durable or service that went away drops out instead of repeating its last value.
      for (const gauge of gauges) gauge.reset();
      const pass = Promise.all([...samplers].map(withTimeout)).then(() => undefined);
      last = { at: Date.now(), pass };
      return pass;
    },
  };
}

/** One registry per process; in embedded mode all services share it, labelled by service. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sampling = scrapeSampling();
  const sampledGauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) => {
    const gauge = new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      collect: () => sampling.refresh(),
    });
    sampling.gauges.push(gauge as unknown as Gauge);
    return gauge;
  };
  return {
    registry,
    /** Registers a sampler run on each scrape; returns its removal. */
    sampleOnScrape: (sampler: ScrapeSampler) => sampling.add(sampler),
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
    eventsRedelivered: new Counter({
      name: 'localpros_events_redelivered_total',
      help: 'Deliveries of an event to a consumer after the first (a failed attempt, or an ack that never came)',
      labelNames: ['consumer', 'type'],
      registers: [registry],
    }),
    eventsDeadLettered: new Counter({
      name: 'localpros_events_dead_lettered_total',
      help: 'Integration events stored as dead letters after too many failed attempts (or at once when poison)',
      labelNames: ['consumer', 'type'],
      registers: [registry],
    }),
    deadLetterStoreFailures: new Counter({
      name: 'localpros_dead_letter_store_failures_total',
      help: 'Dead letters that could not be stored; the event was kept on its stream and is retried',
      labelNames: ['consumer', 'type'],
      registers: [registry],
    }),
    deadLettersStored: sampledGauge(
      'localpros_dead_letters_stored',
      'Dead letters waiting in the dead-letter stream for an operator (NATS only; sampled on scrape)',
      ['consumer', 'type'],
    ),
    consumerPending: sampledGauge(
      'localpros_event_consumer_pending',
      'Events on the stream not yet delivered to a consumer (JetStream num_pending; in-process: waiting deliveries)',
      ['consumer', 'type'],
    ),
    consumerAckPending: sampledGauge(
      'localpros_event_consumer_ack_pending',
      'Events delivered to a consumer and not yet acknowledged (JetStream num_ack_pending; in-process: being handled)',
      ['consumer', 'type'],
    ),
    outboxUnpublished: sampledGauge(
      'localpros_outbox_unpublished_events',
      'Outbox rows not yet published to the bus, per service (sampled on scrape)',
      ['service'],
    ),
    outboxOldestUnpublishedAge: sampledGauge(
      'localpros_outbox_oldest_unpublished_age_seconds',
      'Age of the oldest unpublished outbox row, per service; 0 when the outbox is empty (sampled on scrape)',
      ['service'],
    ),
    eventRowsDeleted: new Counter({
      name: 'localpros_event_rows_deleted_total',
      help: 'Published outbox rows and processed inbox rows deleted by the retention sweep',
      labelNames: ['service', 'table'],
      registers: [registry],
    }),
    outboxPending: new Histogram({
      name: 'localpros_outbox_batch_size',
      help: 'Outbox rows claimed per relay pass',
      labelNames: ['service'],
      buckets: [0, 1, 5, 10, 50, 100],
      registers: [registry],
    }),
    messageDeliveries: new Counter({
      name: 'localpros_message_deliveries_total',
      help: 'E-mails, SMS and push alerts handed to their channel, by channel (email, sms, push) and outcome (sent, failed, retried); never who to',
      labelNames: ['channel', 'outcome'],
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

/**
 * HTTP request durations by method, route pattern and status class, on the given registry (the
 * BFF's; one histogram per registry, also when an app is built twice on it).
 */
export function httpRequestDurationHistogram(registry: Registry): Histogram<'method' | 'route' | 'status_class'> {
  const name = 'localpros_http_request_duration_seconds';
  return (
    (registry.getSingleMetric(name) as Histogram<'method' | 'route' | 'status_class'> | undefined) ??
    new Histogram({
      name,
      help: 'HTTP requests by method, route pattern (never the raw URL) and status class (2xx, 4xx, 5xx)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
  );
}
