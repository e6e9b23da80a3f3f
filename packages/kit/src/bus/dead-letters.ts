import type { JetStreamClient, JetStreamManager, JsMsg, MsgHdrs, StoredMsg } from 'nats';
import { headers, StringCodec } from 'nats';
import { CORRELATION_HEADER } from '../context.js';
import { loggableError } from '../logger.js';

/** The broker names dead letters use (busNames in nats-bus.ts gives them; declared here, not imported, to keep the two files acyclic). */
export interface DeadLetterNames {
  deadLetterStream: string;
  deadLetterSubject(consumer: string, type: string): string;
  parseDeadLetterSubject(subject: string): { subscriber: string; eventType: string };
  replaySubject(consumer: string, type: string): string;
}

/** Headers a dead letter carries beside the event's own bytes. */
export const DEAD_LETTER_HEADERS = {
  reason: 'x-dead-letter-reason',
  attempts: 'x-dead-letter-attempts',
  /** The event's sequence on the events stream (or on a replay subject): what failed, exactly. */
  sourceSeq: 'x-dead-letter-source-seq',
  /** On a replayed event: the dead letter it came from. */
  replayOf: 'x-replay-of',
} as const;

const codec = StringCodec();

/** Why it failed, as a log line would say it (a failed query's parameters never). */
export function deadLetterReason(error: unknown): string {
  const reason = error instanceof Error ? loggableError(error).message : error;
  return String(reason).slice(0, 500);
}

/** The headers of a dead letter, beside the event's own bytes. */
export function deadLetterHeaders(message: JsMsg, error: unknown): MsgHdrs {
  const h = headers();
  h.set(DEAD_LETTER_HEADERS.reason, deadLetterReason(error));
  h.set(DEAD_LETTER_HEADERS.attempts, String(message.info.deliveryCount));
  h.set(DEAD_LETTER_HEADERS.sourceSeq, String(message.seq));
  const correlationId = message.headers?.get(CORRELATION_HEADER);
  if (correlationId) h.set(CORRELATION_HEADER, correlationId);
  return h;
}

/**
 * The message id a dead letter is stored under: the dead-letter stream's duplicate window drops a
 * second copy when the first one's acknowledgement was lost and the store was retried.
 */
export const deadLetterMessageId = (subscriber: string, message: JsMsg) => `dl-${subscriber}-${message.seq}`;

export interface DeadLetter {
  /** Its sequence on the dead-letter stream: the id operators use. */
  id: number;
  /** The subscriber (service) that failed it. */
  subscriber: string;
  eventType: string;
  eventId?: string;
  reason: string;
  attempts: number;
  storedAt: Date;
  /** The event's envelope as it was delivered (sealed fields stay sealed). */
  body: string;
  correlationId?: string;
}

function toDeadLetter(names: DeadLetterNames, message: StoredMsg): DeadLetter {
  const { subscriber, eventType } = names.parseDeadLetterSubject(message.subject);
  const body = codec.decode(message.data);
  let eventId: string | undefined;
  try {
    const parsed = JSON.parse(body) as { id?: unknown };
    if (typeof parsed.id === 'string') eventId = parsed.id;
  } catch {
    // A poison message may not even be JSON: it is still listed, by its stream id.
  }
  return {
    id: message.seq,
    subscriber,
    eventType,
    eventId,
    reason: message.header?.get(DEAD_LETTER_HEADERS.reason) ?? '',
    attempts: Number(message.header?.get(DEAD_LETTER_HEADERS.attempts) ?? 0),
    storedAt: message.time,
    body,
    correlationId: message.header?.get(CORRELATION_HEADER) || undefined,
  };
}

/**
 * The dead letters waiting, oldest first, of one subscriber or all. Message by message with "next
 * by subject" (as nats-history.ts): works on JetStream 2.9, and leaves no consumer on the server.
 */
export async function listDeadLetters(
  manager: JetStreamManager,
  names: DeadLetterNames,
  options: { subscriber?: string } = {},
): Promise<DeadLetter[]> {
  const filter = names.deadLetterSubject(options.subscriber ?? '*', '>');
  const { state } = await manager.streams.info(names.deadLetterStream);
  const found: DeadLetter[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; ) {
    let message: StoredMsg;
    try {
      // The server's STREAM.MSG.GET takes next_by_subj; nats.js types list only seq and last_by_subj.
      message = await manager.streams.getMessage(names.deadLetterStream, {
        seq,
        next_by_subj: filter,
      } as unknown as { seq: number });
    } catch {
      break; // nothing left at or after seq
    }
    if (message.seq > state.last_seq) break;
    seq = message.seq + 1;
    found.push(toDeadLetter(names, message));
  }
  return found;
}

/** One dead letter by its id, or undefined when there is none (never stored, or replayed since). */
export async function readDeadLetter(
  manager: JetStreamManager,
  names: DeadLetterNames,
  id: number,
): Promise<DeadLetter | undefined> {
  try {
    return toDeadLetter(names, await manager.streams.getMessage(names.deadLetterStream, { seq: id }));
  } catch {
    return undefined;
  }
}

/**
 * Re-delivers a dead letter to the one subscriber that failed it: the event goes, unchanged, to that
 * subscriber's replay subject (no other subscriber listens there; its replay durable does), and the
 * dead letter is deleted once the events stream has stored the copy. The event keeps its id, so the
 * subscriber's inbox makes a replay safe: an event it did handle after all is skipped as a duplicate.
 * The copy's message id is the dead letter's, so replaying the same one twice at once sends it once.
 */
export async function replayDeadLetter(
  jetstream: JetStreamClient,
  manager: JetStreamManager,
  names: DeadLetterNames,
  id: number,
): Promise<{ deadLetter: DeadLetter; replaySeq: number } | undefined> {
  const stored = await manager.streams.getMessage(names.deadLetterStream, { seq: id }).catch(() => undefined);
  if (!stored) return undefined;
  const deadLetter = toDeadLetter(names, stored);
  const h = headers();
  h.set(DEAD_LETTER_HEADERS.replayOf, String(id));
  if (deadLetter.correlationId) h.set(CORRELATION_HEADER, deadLetter.correlationId);
  const ack = await jetstream.publish(names.replaySubject(deadLetter.subscriber, deadLetter.eventType), stored.data, {
    msgID: `replay-${names.deadLetterStream}-${id}`,
    headers: h,
  });
  await manager.streams.deleteMessage(names.deadLetterStream, id, false);
  return { deadLetter, replaySeq: ack.seq };
}
