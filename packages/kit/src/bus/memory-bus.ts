import type { EventEnvelope } from '@localpros/contracts';
import { redeliveryLogEntry } from '../events/arrived-early.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { deepFreeze } from './deep-freeze.js';
import {
  type DeliveryHandler,
  type EventBus,
  type EventListener,
  PoisonEventError,
  redeliveryDelayMs,
  type SubscribeOptions,
} from './event-bus.js';

interface BusConsumer {
  consumer: string;
  eventType: string;
  handler: DeliveryHandler;
  /** Deliveries handled at once (SubscribeOptions.concurrency); the rest wait in publish order. */
  concurrency: number;
  running: number;
  waiting: (() => void)[];
}

/**
 * The embedded mode's bus. The outbox relay is its durability: publish() returns only after
 * every subscriber has handled the event (retrying with backoff) or dead-lettered it, so the
 * outbox row is marked published only once delivery is settled. A crash before that leaves the
 * row unpublished and the relay delivers it again on the next start (the inbox drops repeats).
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly consumers: BusConsumer[] = [];
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly inFlight = new Set<Promise<void>>();
  private accepting = false;
  private stopSampling: (() => void) | undefined;

  constructor(
    private readonly options: { logger: Logger; metrics?: Metrics; maxDeliver?: number; backoffBaseMs?: number },
  ) {}

  /** In-process delivery runs each publish's handlers as it comes: there is no backlog to spread. */
  subscribe(consumer: string, eventType: string, handler: DeliveryHandler, options: SubscribeOptions = {}): void {
    const concurrency = Math.max(1, options.concurrency ?? 1);
    this.consumers.push({ consumer, eventType, handler, concurrency, running: 0, waiting: [] });
  }

  async start(): Promise<void> {
    this.accepting = true;
    const metrics = this.options.metrics;
    this.stopSampling?.();
    // What a broker's consumer lag means here: deliveries waiting for a free slot, and those being handled.
    this.stopSampling = metrics?.sampleOnScrape(async () => {
      for (const s of this.consumers) {
        const labels = { consumer: s.consumer, type: s.eventType };
        metrics.consumerPending.set(labels, s.waiting.length);
        metrics.consumerAckPending.set(labels, s.running);
      }
    });
  }

  /** A direct callback: the listener hears each event as it is published, before the consumers settle it. */
  listen(eventType: string, listener: EventListener): () => void {
    const listening = this.listeners.get(eventType) ?? new Set<EventListener>();
    this.listeners.set(eventType, listening);
    // Its own entry, so the same function listening twice stops once per call.
    const entry: EventListener = (envelope) => listener(envelope);
    listening.add(entry);
    return () => {
      listening.delete(entry);
    };
  }

  private tellListeners(envelope: EventEnvelope): void {
    const listening = this.listeners.get(envelope.type);
    if (!listening) return;
    for (const listener of listening) {
      try {
        listener(envelope);
      } catch (error) {
        this.options.logger.error(
          { err: error, eventId: envelope.id, eventType: envelope.type },
          'event listener failed',
        );
      }
    }
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    if (!this.accepting) throw new Error('the in-process bus is not delivering (stopped)');
    // What a broker would give each process: a copy the publisher no longer shares, and that no
    // listener or subscriber can change under another (frozen, so one copy serves them all: a
    // copy each of a city job's LeadsCreated was ~5 % of the embedded process; issue 26). An
    // envelope its publisher froze (the relay's, read from the outbox for this publish) is handed
    // over as is: copying a city job's ~140 KB of payloads was 2.6 % of the process at 40 jobs/s.
    const copy = Object.isFrozen(envelope) ? envelope : frozenCopy(envelope);
    this.tellListeners(copy);
    const targets = this.consumers.filter((s) => s.eventType === envelope.type);
    const delivery = Promise.all(targets.map((s) => this.deliver(s, copy))).then(() => undefined);
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  /**
   * A consumer takes `concurrency` deliveries at once; the others wait their turn in the order
   * they were published (so a consumer of one sees its events in order, as on a stream).
   */
  private async deliver(busConsumer: BusConsumer, envelope: EventEnvelope): Promise<void> {
    if (busConsumer.running < busConsumer.concurrency) busConsumer.running += 1;
    else await new Promise<void>((resolve) => busConsumer.waiting.push(resolve));
    try {
      await this.handle(busConsumer, envelope);
    } finally {
      const next = busConsumer.waiting.shift();
      if (next) next();
      else busConsumer.running -= 1;
    }
  }

  private async handle(busConsumer: BusConsumer, envelope: EventEnvelope): Promise<void> {
    const { logger, metrics } = this.options;
    const maxDeliver = this.options.maxDeliver ?? 5;
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > 1) metrics?.eventsRedelivered.inc({ consumer: busConsumer.consumer, type: envelope.type });
      try {
        await busConsumer.handler(envelope, attempt);
        return;
      } catch (error) {
        const poison = error instanceof PoisonEventError;
        if (poison || attempt >= maxDeliver) {
          metrics?.eventsDeadLettered.inc({ consumer: busConsumer.consumer, type: envelope.type });
          logger.error(
            {
              err: error,
              eventId: envelope.id,
              eventType: envelope.type,
              consumer: busConsumer.consumer,
              attempts: attempt,
              correlationId: envelope.correlationId,
              // No dead-letter store in-process: this log line is the record (the outbox row is marked published).
              deadLetter: `deadletter.${busConsumer.consumer}.${envelope.type}`,
            },
            'event dead-lettered after failed deliveries',
          );
          return;
        }
        const delay = redeliveryDelayMs(attempt, this.options.backoffBaseMs);
        const entry = redeliveryLogEntry(error);
        logger[entry.level](
          { ...entry.fields, eventId: envelope.id, consumer: busConsumer.consumer, attempt, retryInMs: delay },
          'event handling failed; redelivering',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async stop(): Promise<void> {
    this.accepting = false;
    this.stopSampling?.();
    this.stopSampling = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  async ping(): Promise<void> {
    if (!this.accepting) throw new Error('the in-process bus is stopped');
  }

  async close(): Promise<void> {
    await this.stop();
  }
}

/** A deep copy, deeply frozen. */
function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}
