import type { EventEnvelope } from '@localpros/contracts';

/** Delivers one event to one consumer. Throwing means "not handled": the bus retries. */
export type DeliveryHandler = (envelope: EventEnvelope, attempt: number) => Promise<unknown>;

export interface SubscribeOptions {
  /**
   * How many of these events the consumer handles at once (default 1). Above 1, events of this
   * type are no longer handled in publish order: only for handlers that serialise what must be.
   */
  concurrency?: number;
}

/** A failure that no retry can cure (e.g. a payload that does not match its schema). */
export class PoisonEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PoisonEventError';
  }
}

/** Hears one event; called without waiting and never retried (a listener that throws is logged). */
export type EventListener = (envelope: EventEnvelope) => void;

/**
 * Non-durable fan-out: every listener, in every process on the broker, hears every event of the
 * type published after it began to listen. Nothing is stored, acknowledged or redelivered, and an
 * event can come twice (a republished outbox row): for work whose truth is kept elsewhere, such as
 * the BFF's live streams (their resume reads the notifications service). Not for consumers.
 */
export interface EventListening {
  /** Starts listening; returns the function that stops. */
  listen(eventType: string, listener: EventListener): () => void;
  /**
   * Calls `callback` each time listening resumes after a break in which events may have been
   * published unheard (a NATS connection lost and made again), once the listeners hear again.
   * Returns the function that stops. Absent where listening has no such break (in-process).
   */
  onResumed?(callback: () => void): () => void;
}

/**
 * The port between services and the broker. Each consumer (a service) gets one durable
 * consumer per event type; delivery is at least once, so handlers must be idempotent
 * (idempotentHandler in events/consumer.ts).
 */
export interface EventBus extends EventListening {
  readonly kind: 'in-process' | 'nats';
  /** Subscribers get a copy; an envelope its caller deep-froze (deepFreeze) may be handed over as is. */
  publish(envelope: EventEnvelope): Promise<void>;
  subscribe(consumer: string, eventType: string, handler: DeliveryHandler, options?: SubscribeOptions): void;
  /** Starts delivering to every consumer subscribed so far. */
  start(): Promise<void>;
  /** Stops taking new deliveries and waits for the ones in flight. */
  stop(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Backoff before redelivery attempt n+1: 0.5 s, 1 s, 2 s, … capped at 30 s. */
export function redeliveryDelayMs(attempt: number, baseMs = 500): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 30_000);
}
