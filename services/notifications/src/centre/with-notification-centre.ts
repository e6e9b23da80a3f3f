import type { Db, EventConsumer, Logger } from '@localpros/kit';
import { centreConsumers } from './centre-consumers.js';
import { startNotificationPurge } from './notification-retention.js';

/** A service's consumers: a list, or one built from its context (the kit's defineService takes both). */
type ConsumerGroup<C> = readonly EventConsumer[] | ((context: C) => readonly EventConsumer[]);

/**
 * The service's consumers with the notification centre's part joined in: one consumer per event
 * type (one durable consumer on the broker), so where notifications already consumes an event (an
 * e-mail, a read model) the centre's part runs after that consumer's work, in the same inbox
 * transaction, and the centre's other events become consumers of their own.
 */
export function withNotificationCentre<C extends { kickSender(): void; config: { leadConcurrency: number } }>(
  groups: readonly ConsumerGroup<C>[],
  centre: (context: C) => readonly EventConsumer[] = centreConsumers,
): (context: C) => EventConsumer[] {
  return (context) => {
    const byType = new Map<string, EventConsumer>();
    const add = (consumer: EventConsumer) => {
      const existing = byType.get(consumer.event.type);
      byType.set(consumer.event.type, existing ? joined(existing, consumer) : consumer);
    };
    for (const group of groups)
      for (const consumer of typeof group === 'function' ? group(context) : group) add(consumer);
    for (const part of centre(context)) add(part);
    return [...byType.values()];
  };
}

/**
 * Both handlers, one after the other, in one inbox transaction, at the concurrency both allow: a
 * part that declares none is handled one delivery at a time, and so is the whole.
 */
function joined(first: EventConsumer, second: EventConsumer): EventConsumer {
  return {
    event: first.event,
    concurrency: Math.min(first.concurrency ?? 1, second.concurrency ?? 1),
    handle: async (payload, context) => {
      await first.handle(payload, context);
      await second.handle(payload, context);
    },
  };
}

/** The service's start with the 90-day purge of notifications beside it; stops both. */
export function withNotificationPurge<C extends { db: Db; logger: Logger }>(
  start: (context: C) => Promise<() => Promise<void>>,
): (context: C) => Promise<() => Promise<void>> {
  return async (context) => {
    const stop = await start(context);
    const stopPurge = startNotificationPurge(context);
    return async () => {
      await stopPurge();
      await stop();
    };
  };
}
