import type { EventEnvelope } from '@localpros/contracts';
import { type NatsConnection, StringCodec } from 'nats';
import type { Logger } from '../logger.js';
import type { EventListener } from './event-bus.js';

const codec = StringCodec();

/**
 * A core NATS subscription on an event type's JetStream subject: the server hands every message
 * published there to every subscriber, besides storing it in the stream. No queue group, no
 * acknowledgement: each listener in each process hears each event once it listens. A message that
 * is not an event envelope is logged and skipped.
 */
export function listenOnNats(
  connection: NatsConnection,
  subject: string,
  listener: EventListener,
  logger: Logger,
): () => void {
  const subscription = connection.subscribe(subject, {
    callback: (error, message) => {
      if (error) {
        logger.error({ err: error, subject }, 'event listening failed');
        return;
      }
      let envelope: EventEnvelope;
      try {
        envelope = JSON.parse(codec.decode(message.data)) as EventEnvelope;
      } catch (parseError) {
        logger.warn({ err: parseError, subject }, 'a message that is not an event was skipped');
        return;
      }
      try {
        listener(envelope);
      } catch (listenerError) {
        logger.error({ err: listenerError, eventId: envelope.id, eventType: envelope.type }, 'event listener failed');
      }
    },
  });
  return () => subscription.unsubscribe();
}
