import { randomUUID } from 'node:crypto';
import { connect as connectTcp, createServer, type Socket } from 'node:net';
import { type EventEnvelope, NotificationsAdded, type PayloadOf, SessionsEnded } from '@localpros/contracts';
import { busNames, createLogger, NatsEventListener } from '@localpros/kit';
import { connect as connectNats } from 'nats';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveStream, type StreamOwner } from '../src/live/live-stream.js';
import { StreamHub } from '../src/live/stream-hub.js';
import { fakeEvents } from './fake-events.js';

const logger = createLogger({ name: 'test', level: 'silent' });

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

/** A TCP hop between a client and NATS whose connections a test can cut, as a network would. */
async function cuttableProxy(natsUrl: string) {
  const target = new URL(natsUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 4222), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(natsUrl);
  url.host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: url.toString(),
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const natsUrl = process.env.TEST_NATS_URL;

describe.skipIf(!natsUrl)('the stream hub when its NATS connection drops (real NATS)', () => {
  it('tells every open stream to reconnect once listening is back, and hears again', async () => {
    const proxy = await cuttableProxy(natsUrl as string);
    const namespace = `hub${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const listener = await NatsEventListener.connect({ url: proxy.url, name: 'bff-test', namespace, logger });
    // The services' side, on a connection of its own (never cut): a core publish on the subject.
    const publisher = await connectNats({ servers: (natsUrl as string).replace(/^nats:\/\//, '') });
    const subject = busNames(namespace).eventSubject(NotificationsAdded.type);
    const userId = randomUUID();
    let id = 0;
    const publishNotification = () => {
      id += 1;
      const envelope: EventEnvelope<PayloadOf<typeof NotificationsAdded>> = {
        id: randomUUID(),
        type: NotificationsAdded.type,
        version: 1,
        occurredAt: new Date().toISOString(),
        correlationId: 'test',
        payload: {
          notifications: [
            {
              id: String(id),
              userId,
              kind: 'quote_received',
              title: 'A quote',
              body: 'Sparkle Ltd quoted £80',
              link: '/dashboard/quoted',
              jobId: null,
              createdAt: new Date().toISOString(),
            },
          ],
        },
      };
      publisher.publish(subject, JSON.stringify(envelope));
      return String(id);
    };
    hub = new StreamHub({ events: listener, logger, checkSession: async () => 'live', heartbeatMs: 60_000 });
    hub.start();
    try {
      await listener.ping();
      const first = new LiveStream(owner(userId, randomUUID()));
      hub.open(first);
      first.resumeWith([]);
      let text = '';
      const read = (stream: LiveStream) => {
        text += written(stream);
        return text;
      };
      const heard = publishNotification();
      await expect.poll(() => read(first), { timeout: 5_000 }).toContain(`id: ${heard}\n`);

      proxy.cut();
      await expect.poll(() => first.isOpen, { timeout: 10_000, interval: 20 }).toBe(false);
      expect(read(first)).toMatch(/event: ended\ndata: \{"reason":"reconnect"\}\n\n$/);
      expect(hub.openStreams).toBe(0);

      // The client's next stream hears what is published from now on.
      text = '';
      const second = new LiveStream(owner(userId, randomUUID()));
      hub.open(second);
      second.resumeWith([]);
      const after = publishNotification();
      await expect.poll(() => read(second), { timeout: 5_000 }).toContain(`id: ${after}\n`);
    } finally {
      hub.close();
      await publisher.close();
      await listener.close();
      await proxy.close();
    }
  });
});

describe('the stream hub’s backstop recheck', () => {
  it('asks identity once per session per heartbeat period, however many streams the session holds', async () => {
    const asked: string[] = [];
    let verdict: 'live' | 'ended' = 'live';
    hub = new StreamHub({
      logger,
      checkSession: async (stream) => {
        asked.push(stream.owner.sessionId);
        return verdict;
      },
      heartbeatMs: 40,
    });
    const [ann, annLaptop, annPhone] = [randomUUID(), randomUUID(), randomUUID()];
    const laptop = [1, 2, 3, 4].map(() => new LiveStream(owner(ann, annLaptop)));
    const phone = new LiveStream(owner(ann, annPhone));
    for (const stream of [...laptop, phone]) hub.open(stream);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const laptopChecks = asked.filter((id) => id === annLaptop).length;
    const phoneChecks = asked.filter((id) => id === annPhone).length;
    // About three periods: about three checks each, not four streams' worth for the laptop.
    expect(laptopChecks).toBeGreaterThanOrEqual(2);
    expect(laptopChecks).toBeLessThanOrEqual(4);
    expect(Math.abs(laptopChecks - phoneChecks)).toBeLessThanOrEqual(1);
    for (const stream of [...laptop, phone]) expect(stream.isOpen).toBe(true);

    // The session ends without an event (expired): every stream of it ends at the next check.
    verdict = 'ended';
    await expect.poll(() => laptop.every((stream) => !stream.isOpen) && !phone.isOpen).toBe(true);
    for (const stream of laptop) expect(written(stream)).toMatch(/"reason":"signed_out"/);
    expect(hub.openStreams).toBe(0);
    const after = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.length).toBe(after);
  });

  it('keeps the stream that replaced the oldest among its session’s, so SessionsEnded ends it too', () => {
    const { events, publish } = fakeEvents();
    hub = new StreamHub({
      events,
      logger,
      checkSession: async () => 'live',
      heartbeatMs: 60_000,
      streamsPerSession: 2,
    });
    hub.start();
    const [ann, laptop] = [randomUUID(), randomUUID()];
    const streams = [1, 2, 3].map(() => new LiveStream(owner(ann, laptop)));
    for (const stream of streams) hub.open(stream);
    expect(streams.map((stream) => stream.isOpen)).toEqual([false, true, true]);
    publish(SessionsEnded.type, {
      userId: ann,
      sessionIds: [laptop],
      reason: 'logout',
      endedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof SessionsEnded>);
    expect(streams.map((stream) => stream.isOpen)).toEqual([false, false, false]);
    expect(hub.openStreams).toBe(0);
  });
});
