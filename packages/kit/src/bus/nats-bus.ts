import type { EventEnvelope } from '@localpros/contracts';
import {
  AckPolicy,
  type ConsumerMessages,
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
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { deadLetterHeaders, deadLetterMessageId, deadLetterReason } from './dead-letters.js';
import { deliveryDefaults } from './delivery-defaults.js';
import {
  type DeliveryHandler,
  type EventBus,
  type EventListener,
  PoisonEventError,
  redeliveryDelayMs,
  type SubscribeOptions,
} from './event-bus.js';
import { listenOnNats } from './nats-listen.js';
import { connectToNats } from './nats-url.js';

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
    parseDeadLetterSubject: (subject: string) => {
      const [subscriber = '', ...type] = subject.slice(`${namespace}.deadletter.`.length).split('.');
      return { subscriber, eventType: type.join('.') };
    },
    /** One durable consumer per service and event type, named after both. */
    durableName: (consumer: string, type: string) => `${consumer}__${type}`,
    /**
     * A dead letter replayed for one subscriber only: on the events stream (its retention, its
     * duplicate window) but outside every `events.<Type>` filter, read by that service's replay durable.
     */
    replaySubject: (consumer: string, type: string) => `${namespace}.events.replay.${consumer}.${type}`,
    replayDurableName: (consumer: string) => `${consumer}__replay`,
  };
}
export type BusNames = ReturnType<typeof busNames>;

interface BusConsumer {
  consumer: string;
  eventType: string;
  handler: DeliveryHandler;
  /** Deliveries handled at once; 1 keeps the stream's order. */
  concurrency: number;
}

/** The eventType of a service's replay consumer: each message names its own type in its subject. */
const REPLAY = '(replay)';
/** Failure reasons kept for a dead letter stored on a later delivery; bounded, oldest forgotten first. */
const REMEMBERED_FAILURES = 10_000;

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
  /** How long an unacknowledged delivery waits before JetStream delivers it again. */
  ackWaitMs?: number;
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
  private readonly consumers: BusConsumer[] = [];
  private readonly running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];
  /** Why a delivery last failed, by consumer and stream sequence, for a dead letter stored on a later delivery. */
  private readonly lastFailure = new Map<string, string>();
  private stopSampling: (() => void) | undefined;
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
    const connection = await connectToNats(options.url, options.name);
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
    this.consumers.push({ consumer, eventType, handler, concurrency });
  }

  /** A core NATS subscription on the type's subject (nats-listen.ts): every process hears every event. */
  listen(eventType: string, listener: EventListener): () => void {
    return listenOnNats(this.connection, this.names.eventSubject(eventType), listener, this.options.logger);
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
    const durables: { busConsumer: BusConsumer; durable: string; filter: string }[] = this.consumers.map(
      (busConsumer) => ({
        busConsumer,
        durable: this.names.durableName(busConsumer.consumer, busConsumer.eventType),
        filter: this.names.eventSubject(busConsumer.eventType),
      }),
    );
    // One replay durable per service: dead letters an operator replays (dead-letters.ts) reach only it.
    for (const consumer of new Set(this.consumers.map((s) => s.consumer))) {
      durables.push({
        busConsumer: { consumer, eventType: REPLAY, handler: async () => undefined, concurrency: 1 },
        durable: this.names.replayDurableName(consumer),
        filter: this.names.replaySubject(consumer, '>'),
      });
    }
    for (const { busConsumer, durable, filter } of durables) {
      await this.manager.consumers.add(this.names.eventsStream, {
        durable_name: durable,
        filter_subject: filter,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(this.options.ackWaitMs ?? deliveryDefaults.ackWaitMs),
        // No server limit: we dead-letter ourselves at maxDeliver, and a server limit would drop a
        // message whose dead letter could not be stored yet (it is retried instead). Adding the
        // consumer again updates an existing durable's limit and ack wait (JetStream 2.9 and later).
        max_deliver: -1,
      });
      const consumer = await this.jetstream.consumers.get(this.names.eventsStream, durable);
      const messages = await consumer.consume({ max_messages: 32 });
      this.running.push({ messages, loop: this.consumeLoop(busConsumer, messages) });
    }
    this.stopSampling?.();
    this.stopSampling = this.options.metrics?.sampleOnScrape(() =>
      this.sampleConsumers(durables.map(({ busConsumer, durable }) => ({ ...busConsumer, durable }))),
    );
  }

  /** On scrape: each durable's backlog, and the dead letters waiting for each service here. */
  private async sampleConsumers(durables: { consumer: string; eventType: string; durable: string }[]): Promise<void> {
    const metrics = this.options.metrics;
    if (!metrics) return;
    const typeLabel = (eventType: string) => (eventType === REPLAY ? 'replay' : eventType);
    await Promise.all(
      durables.map(async ({ consumer, eventType, durable }) => {
        const info = await this.manager.consumers.info(this.names.eventsStream, durable);
        const labels = { consumer, type: typeLabel(eventType) };
        metrics.consumerPending.set(labels, info.num_pending);
        metrics.consumerAckPending.set(labels, info.num_ack_pending);
      }),
    );
    for (const consumer of new Set(durables.map((d) => d.consumer))) {
      const { state } = await this.manager.streams.info(this.names.deadLetterStream, {
        subjects_filter: this.names.deadLetterSubject(consumer, '>'),
      });
      // Every subscribed type shows, at 0 when it has none: an alert on "> 0" then has a series to watch.
      for (const { eventType } of durables) {
        if (eventType !== REPLAY) metrics.deadLettersStored.set({ consumer, type: eventType }, 0);
      }
      for (const [subject, count] of Object.entries(state.subjects ?? {})) {
        metrics.deadLettersStored.set({ consumer, type: this.names.parseDeadLetterSubject(subject).eventType }, count);
      }
    }
  }

  /** Handles up to `concurrency` deliveries at a time; on stop, waits for the ones in flight. */
  private async consumeLoop(busConsumer: BusConsumer, messages: ConsumerMessages): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for await (const message of messages) {
      const handling: Promise<void> = this.handleMessage(busConsumer, message)
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'event delivery failed unexpectedly'))
        .finally(() => inFlight.delete(handling));
      inFlight.add(handling);
      if (inFlight.size >= busConsumer.concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  }

  private async handleMessage(busConsumer: BusConsumer, message: JsMsg): Promise<void> {
    const { logger, metrics } = this.options;
    const maxDeliver = this.options.maxDeliver ?? deliveryDefaults.maxDeliver;
    const attempt = message.info.deliveryCount;
    const target = this.targetOf(busConsumer, message);
    const failureKey = `${target.consumer}:${message.seq}`;
    if (attempt > 1) metrics?.eventsRedelivered.inc({ consumer: target.consumer, type: target.eventType });
    let envelope: EventEnvelope | undefined;
    let failure: unknown;
    try {
      envelope = JSON.parse(codec.decode(message.data)) as EventEnvelope;
      if (attempt > maxDeliver) {
        // Past the last attempt: its dead letter could not be stored before, or a handler never
        // finished (a crash mid-way): store it now rather than run the handler yet again.
        failure = new Error(
          this.lastFailure.get(failureKey) ??
            `delivered ${attempt} times without an outcome (the handling process may have stopped mid-way)`,
        );
      } else {
        if (!target.handler) {
          throw new PoisonEventError(`${target.consumer} does not subscribe to ${target.eventType} (replayed)`);
        }
        await target.handler(envelope, attempt);
        message.ack();
        this.lastFailure.delete(failureKey);
        return;
      }
    } catch (error) {
      failure = error;
    }
    const poison = failure instanceof PoisonEventError || envelope === undefined;
    if (poison || attempt >= maxDeliver) {
      await this.deadLetter(target, message, failure, envelope);
      return;
    }
    this.rememberFailure(failureKey, failure);
    const delay = redeliveryDelayMs(attempt, this.options.backoffBaseMs);
    const entry = redeliveryLogEntry(failure);
    logger[entry.level](
      { ...entry.fields, eventId: envelope?.id, consumer: target.consumer, attempt, retryInMs: delay },
      'event handling failed; redelivering',
    );
    message.nak(delay);
  }

  /** A replayed message goes to the consumer of the type its subject names. */
  private targetOf(
    busConsumer: BusConsumer,
    message: JsMsg,
  ): { consumer: string; eventType: string; handler?: DeliveryHandler } {
    if (busConsumer.eventType !== REPLAY) return busConsumer;
    const eventType = message.subject.slice(this.names.replaySubject(busConsumer.consumer, '').length);
    const live = this.consumers.find((s) => s.consumer === busConsumer.consumer && s.eventType === eventType);
    return { consumer: busConsumer.consumer, eventType, handler: live?.handler };
  }

  private rememberFailure(key: string, error: unknown): void {
    this.lastFailure.delete(key);
    this.lastFailure.set(key, deadLetterReason(error));
    if (this.lastFailure.size > REMEMBERED_FAILURES) {
      const oldest = this.lastFailure.keys().next().value;
      if (oldest !== undefined) this.lastFailure.delete(oldest);
    }
  }

  /**
   * Stores the message in the dead-letter stream, then terminates it. Never the other way round:
   * when the store fails the message is nak'ed and comes back (after a delay) to be stored then.
   */
  private async deadLetter(
    target: { consumer: string; eventType: string },
    message: JsMsg,
    error: unknown,
    envelope: EventEnvelope | undefined,
  ): Promise<void> {
    const { logger, metrics } = this.options;
    const labels = { consumer: target.consumer, type: target.eventType };
    const attempt = message.info.deliveryCount;
    const failureKey = `${target.consumer}:${message.seq}`;
    const subject = this.names.deadLetterSubject(target.consumer, target.eventType);
    const fields = {
      eventId: envelope?.id,
      eventType: target.eventType,
      consumer: target.consumer,
      attempts: attempt,
      correlationId: envelope?.correlationId,
      deadLetter: subject,
    };
    try {
      await this.jetstream.publish(subject, message.data, {
        headers: deadLetterHeaders(message, error),
        msgID: deadLetterMessageId(target.consumer, message),
        timeout: this.options.publishTimeoutMs ?? 5000,
      });
    } catch (storeError) {
      metrics?.deadLetterStoreFailures.inc(labels);
      this.rememberFailure(failureKey, error);
      const delay = redeliveryDelayMs(attempt, this.options.backoffBaseMs);
      logger.error(
        { ...fields, err: storeError, retryInMs: delay },
        'could not store the dead letter: the event stays on its stream and is retried',
      );
      message.nak(delay);
      return;
    }
    metrics?.eventsDeadLettered.inc(labels);
    logger.error({ ...fields, err: error }, 'event dead-lettered after failed deliveries');
    this.lastFailure.delete(failureKey);
    message.term();
  }

  async stop(): Promise<void> {
    this.stopSampling?.();
    this.stopSampling = undefined;
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
