import { type EventEnvelope, eventEnvelopeSchema } from '@localpros/contracts';
import { connect, type StoredMsg, StringCodec } from 'nats';
import { busNames } from './nats-bus.js';
import { natsConnection } from './nats-url.js';

/**
 * The events of the given types still in the JetStream events stream, oldest first, up to the
 * last message there when the read began. A rebuild of a read model replays them; the stream
 * keeps what its retention allows (max_age), so events older than that are not in it.
 */
export async function* natsEventHistory(options: {
  url: string;
  namespace?: string;
  eventTypes: readonly string[];
}): AsyncGenerator<EventEnvelope> {
  const names = busNames(options.namespace);
  const connection = await connect({ ...natsConnection(options.url), name: 'event-history' });
  try {
    const manager = await connection.jetstreamManager();
    const { state } = await manager.streams.info(names.eventsStream);
    const wanted = new Set(options.eventTypes);
    const prefix = names.eventSubject('');
    // Message by message with "next by subject" (works on every JetStream server, 2.9 included):
    // a rebuild is rare, and this keeps no consumer on the server.
    for (let seq = state.first_seq; seq <= state.last_seq && wanted.size > 0; ) {
      let message: StoredMsg;
      try {
        // The server's STREAM.MSG.GET takes next_by_subj; nats.js types list only seq and last_by_subj.
        const request = { seq, next_by_subj: names.eventSubject('>') } as unknown as { seq: number };
        message = await manager.streams.getMessage(names.eventsStream, request);
      } catch {
        return; // nothing left at or after seq
      }
      if (message.seq > state.last_seq) return;
      seq = message.seq + 1;
      if (!wanted.has(message.subject.slice(prefix.length))) continue;
      const parsed = eventEnvelopeSchema.safeParse(JSON.parse(StringCodec().decode(message.data)));
      if (parsed.success) yield parsed.data as EventEnvelope;
    }
  } finally {
    await connection.close();
  }
}
