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

/**
 * The port between services and the broker. Each consumer (a service) gets one durable
 * consumer per event type; delivery is at least once, so handlers must be idempotent
 * (idempotentHandler in events/consumer.ts).
 */
export interface EventBus {
  readonly kind: 'in-process' | 'nats';
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
