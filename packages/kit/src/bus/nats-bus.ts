import type { EventEnvelope } from '@localpros/contracts';
import {
  AckPolicy,
  type ConsumerMessages,
  connect,
  DeliverPolicy,
  headers,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  nanos,
  RetentionPolicy,
  StorageType,
  StringCodec,
} from 'nats';
import { CORRELATION_HEADER } from '../context.js';
import { redeliveryLogEntry } from '../events/arrived-early.js';
import { type Logger, loggableError } from '../logger.js';
import type { Metrics } from '../metrics.js';
import {
  type DeliveryHandler,
  type EventBus,
  PoisonEventError,
  redeliveryDelayMs,
  type SubscribeOptions,
} from './event-bus.js';
import { natsConnection } from './nats-url.js';

/**
 * Names on the broker, under a namespace so that several deployments (or test runs) can share
 * one NATS server without sharing streams or consumers. The default namespace is 'localpros'.
 */
export function busNames(namespace = 'localpros') {
  const upper = namespace.toUpperCase();
  return {
    eventsStream: `${upper}_EVENTS`,
    deadLetterStream: `${upper}_DEAD_LETTERS`,
    eventSubject: (type: string) => `${namespace}.events.${type}`,
    deadLetterSubject: (consumer: string, type: string) => `${namespace}.deadletter.${consumer}.${type}`,
    /** One durable consumer per service and event type, named after both. */
    durableName: (consumer: string, type: string) => `${consumer}__${type}`,
  };
}
export type BusNames = ReturnType<typeof busNames>;

interface Subscription {
  consumer: string;
  eventType: string;
  handler: DeliveryHandler;
  /** Deliveries handled at once; 1 keeps the stream's order. */
  concurrency: number;
}

export interface NatsBusOptions {
  url: string;
  /** Connection name shown by the server (the service's name). */
  name: string;
  /** Prefix of streams and subjects; [a-z0-9_-]. Defaults to 'localpros'. */
  namespace?: string;
  logger: Logger;
  metrics?: Metrics;
  /** Attempts before a message is moved to the dead-letter subject. */
  maxDeliver?: number;
  backoffBaseMs?: number;
  publishTimeoutMs?: number;
}

const codec = StringCodec();

/**
 * NATS JetStream adapter. Publishes with Nats-Msg-Id = event id (the stream's duplicate window
 * drops a republished event), consumes through durable pull consumers, acks only after the
 * handler's transaction committed, naks with backoff on failure, and after maxDeliver attempts
 * copies the message to the dead-letter stream and terminates it.
 */
export class NatsBus implements EventBus {
  readonly kind = 'nats' as const;
  private readonly subscriptions: Subscription[] = [];
  private readonly running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];
  readonly names: BusNames;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly jetstream: JetStreamClient,
    private readonly manager: JetStreamManager,
    private readonly options: NatsBusOptions,
  ) {
    this.names = busNames(options.namespace);
  }

  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const connection = await connect({
      // The server, and the user/password or token NATS_URL carries.
      ...natsConnection(options.url),
      name: options.name,
      // Ride out broker restarts: keep reconnecting, the outbox holds what cannot be published.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    });
    const manager = await connection.jetstreamManager();
    const bus = new NatsBus(connection, connection.jetstream(), manager, options);
    await bus.ensureStreams();
    void bus.watchStatus();
    return bus;
  }

  private async ensureStreams(): Promise<void> {
    await this.ensureStream({
      name: this.names.eventsStream,
      subjects: [this.names.eventSubject('>')],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(7 * 24 * 3600 * 1000),
      duplicate_window: nanos(2 * 60 * 1000),
    });
    await this.ensureStream({
      name: this.names.deadLetterStream,
      subjects: [`${this.options.namespace ?? 'localpros'}.deadletter.>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(30 * 24 * 3600 * 1000),
    });
  }

  private async ensureStream(config: Parameters<JetStreamManager['streams']['add']>[0]): Promise<void> {
    try {
      await this.manager.streams.info(config.name as string);
    } catch {
      try {
        await this.manager.streams.add(config);
      } catch (error) {
        // Another process created it between our look-up and add.
        await this.manager.streams.info(config.name as string).catch(() => {
          throw error;
        });
      }
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') {
        this.options.logger.warn({ natsStatus: status.type }, `NATS ${status.type}`);
      }
    }
  }

  subscribe(consumer: string, eventType: string, handler: DeliveryHandler, options: SubscribeOptions = {}): void {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    this.subscriptions.push({ consumer, eventType, handler, concurrency });
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    const h = headers();
    h.set(CORRELATION_HEADER, envelope.correlationId);
    await this.jetstream.publish(this.names.eventSubject(envelope.type), codec.encode(JSON.stringify(envelope)), {
      msgID: envelope.id,
      headers: h,
      timeout: this.options.publishTimeoutMs ?? 5000,
    });
  }

  async start(): Promise<void> {
    for (const subscription of this.subscriptions) {
      const durable = this.names.durableName(subscription.consumer, subscription.eventType);
      await this.manager.consumers.add(this.names.eventsStream, {
        durable_name: durable,
        filter_subject: this.names.eventSubject(subscription.eventType),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(30_000),
        // We dead-letter ourselves at maxDeliver; the server's limit is only a backstop.
        max_deliver: (this.options.maxDeliver ?? 5) + 5,
      });
      const consumer = await this.jetstream.consumers.get(this.names.eventsStream, durable);
      const messages = await consumer.consume({ max_messages: 32 });
      this.running.push({ messages, loop: this.consumeLoop(subscription, messages) });
    }
  }

  /** Handles up to `concurrency` deliveries at a time; on stop, waits for the ones in flight. */
  private async consumeLoop(subscription: Subscription, messages: ConsumerMessages): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for await (const message of messages) {
      const handling: Promise<void> = this.handleMessage(subscription, message)
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'event delivery failed unexpectedly'))
        .finally(() => inFlight.delete(handling));
      inFlight.add(handling);
      if (inFlight.size >= subscription.concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }

  private async handleMessage(subscription: Subscription, message: JsMsg): Promise<void> {
    const { logger, metrics } = this.options;
    const maxDeliver = this.options.maxDeliver ?? 5;
    const attempt = message.info.deliveryCount;
    let envelope: EventEnvelope | undefined;
    try {
      envelope = JSON.parse(codec.decode(message.data)) as EventEnvelope;
      await subscription.handler(envelope, attempt);
      message.ack();
    } catch (error) {
      const poison = error instanceof PoisonEventError || envelope === undefined;
      if (poison || attempt >= maxDeliver) {
        await this.deadLetter(subscription, message, error);
        metrics?.eventsDeadLettered.inc({ consumer: subscription.consumer, type: subscription.eventType });
        logger.error(
          {
            err: error,
            eventId: envelope?.id,
            eventType: subscription.eventType,
            consumer: subscription.consumer,
            attempts: attempt,
            correlationId: envelope?.correlationId,
            deadLetter: this.names.deadLetterSubject(subscription.consumer, subscription.eventType),
          },
          'event dead-lettered after failed deliveries',
        );
        message.term();
        return;
      }
      const delay = redeliveryDelayMs(attempt, this.options.backoffBaseMs);
      const entry = redeliveryLogEntry(error);
      logger[entry.level](
        { ...entry.fields, eventId: envelope?.id, consumer: subscription.consumer, attempt, retryInMs: delay },
        'event handling failed; redelivering',
      );
      message.nak(delay);
    }
  }

  private async deadLetter(subscription: Subscription, message: JsMsg, error: unknown): Promise<void> {
    const h = headers();
    // Kept in the stream: the same message a log line would carry (a failed query's parameters never).
    h.set('x-dead-letter-reason', String(error instanceof Error ? loggableError(error).message : error).slice(0, 500));
    h.set('x-dead-letter-attempts', String(message.info.deliveryCount));
    await this.jetstream
      .publish(this.names.deadLetterSubject(subscription.consumer, subscription.eventType), message.data, {
        headers: h,
      })
      .catch((publishError: unknown) =>
        this.options.logger.error({ err: publishError }, 'could not write to the dead-letter stream'),
      );
  }

  async stop(): Promise<void> {
    for (const { messages } of this.running) messages.stop();
    await Promise.allSettled(this.running.map((r) => r.loop));
    this.running.length = 0;
  }

  async ping(): Promise<void> {
    if (this.connection.isClosed()) throw new Error('NATS connection is closed');
    await this.connection.flush();
  }

  async close(): Promise<void> {
    await this.stop();
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
