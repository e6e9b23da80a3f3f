import { randomUUID } from 'node:crypto';
import { type EventEnvelope, type PayloadOf, SessionsEnded } from '@localpros/contracts';
import { createLogger, type EventListener, type EventListening } from '@localpros/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveStream, type StreamOwner } from '../src/live/live-stream.js';
import { StreamHub } from '../src/live/stream-hub.js';

const logger = createLogger({ name: 'test', level: 'silent' });

/** The bus as the hub hears it: whatever a test publishes reaches its listeners at once. */
function fakeEvents() {
  const listeners = new Map<string, EventListener[]>();
  const events: EventListening = {
    listen(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () =>
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((l) => l !== listener),
        );
    },
  };
  const publish = <T>(type: string, payload: T) => {
    const envelope: EventEnvelope<T> = {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: 'test',
      payload,
    };
    for (const listener of listeners.get(type) ?? []) listener(envelope);
  };
  return { events, publish };
}

/** What a stream wrote, as text. */
function written(stream: LiveStream): string {
  const chunks: Buffer[] = [];
  let chunk: Buffer | null = stream.body.read();
  while (chunk !== null) {
    chunks.push(chunk);
    chunk = stream.body.read();
  }
  return Buffer.concat(chunks).toString('utf8');
}

const owner = (userId: string, sessionId: string): StreamOwner => ({
  userId,
  userType: 'customer',
  sessionId,
  impersonatorId: null,
});

let hub: StreamHub | undefined;
afterEach(() => hub?.close());

describe('the stream hub and SessionsEnded', () => {
  it("ends the named sessions' streams with signed_out, and no other; a stream they open afterwards ends as it opens", () => {
    const { events, publish } = fakeEvents();
    const forgotten: string[] = [];
    hub = new StreamHub({
      events,
      logger,
      checkSession: async () => 'live',
      heartbeatMs: 60_000,
      onSessionsEnded: (ids) => forgotten.push(...ids),
    });
    hub.start();
    const [ann, bob] = [randomUUID(), randomUUID()];
    const [annLaptop, annPhone, bobs] = [randomUUID(), randomUUID(), randomUUID()];
    const streams = {
      laptop: new LiveStream(owner(ann, annLaptop)),
      laptopTab: new LiveStream(owner(ann, annLaptop)),
      phone: new LiveStream(owner(ann, annPhone)),
      // Another user's session (an admin's impersonation of Bob, ended with the admin's logout).
      bob: new LiveStream(owner(bob, bobs)),
    };
    for (const stream of Object.values(streams)) hub.open(stream);
    expect(hub.openStreams).toBe(4);

    publish(SessionsEnded.type, {
      userId: ann,
      sessionIds: [annLaptop, bobs],
      reason: 'logout',
      endedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof SessionsEnded>);
    for (const ended of [streams.laptop, streams.laptopTab, streams.bob]) {
      expect(ended.isOpen).toBe(false);
      expect(written(ended)).toMatch(/event: ended\ndata: \{"reason":"signed_out"\}\n\n$/);
    }
    expect(streams.phone.isOpen).toBe(true);
    expect(hub.openStreams).toBe(1);
    expect(forgotten).toEqual([annLaptop, bobs]);

    // Authenticated just before the end, opened just after it: it ends at once.
    const late = new LiveStream(owner(ann, annLaptop));
    hub.open(late);
    expect(late.isOpen).toBe(false);
    expect(written(late)).toMatch(/"reason":"signed_out"/);
    expect(hub.openStreams).toBe(1);

    // A payload it cannot read changes nothing.
    publish(SessionsEnded.type, { userId: ann, sessionIds: ['not-a-session'] });
    expect(streams.phone.isOpen).toBe(true);
  });
});
