import { randomUUID } from 'node:crypto';
import { connect as connectTcp, createServer, type Socket } from 'node:net';
import {
  type EventEnvelope,
  NotificationsAdded,
  type notificationsAddedV1,
  type PayloadOf,
  SessionsEnded,
} from '@localpros/contracts';
import type { Notification } from '@localpros/contracts/rules';
import { busNames, createLogger, NatsEventListener } from '@localpros/kit';
import { connect as connectNats } from 'nats';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LiveStream, type StreamOwner } from '../src/live/live-stream.js';
import { READS_AHEAD, StreamHub, type StreamHubOptions } from '../src/live/stream-hub.js';
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

/** A hub whose session checks find every session live, once a minute: the tests of its deliveries. */
const quietHub = (options: Omit<StreamHubOptions, 'logger' | 'checkSessions' | 'heartbeatMs'>) =>
  new StreamHub({ logger, checkSessions: async () => new Set<string>(), heartbeatMs: 60_000, ...options });

/** Opens the streams, each resumed with nothing to resend. */
function openResumed(on: StreamHub, ...streams: LiveStream[]) {
  for (const stream of streams) {
    on.open(stream);
    stream.resumeWith([]);
  }
}

/** A notification as the notifications service answers it. */
const quoteNotification = (id: string): Notification => ({
  id,
  kind: 'quote_received',
  title: 'A quote',
  body: 'Sparkle Ltd quoted £80',
  link: '/dashboard/quoted',
  jobId: null,
  read: false,
  createdAt: new Date().toISOString(),
});

/** The ids a stream wrote, in order. */
const idsIn = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => match[1]);

describe('the stream hub and NotificationsAdded', () => {
  const added = (fromId: string, toId: string, userIds: string[]): PayloadOf<typeof NotificationsAdded> => ({
    fromId,
    toId,
    userIds,
  });

  it("reads an event's rows for the users with streams here only, once, and gives each to its own user's streams", async () => {
    const { events, publish } = fakeEvents();
    const reads: PayloadOf<typeof NotificationsAdded>[] = [];
    const [ann, bob, carl] = [randomUUID(), randomUUID(), randomUUID()];
    hub = quietHub({
      events,
      // The service's answer: one row a user named, ids in the order named.
      readAdded: async (request) => {
        reads.push(request);
        return request.userIds.map((userId, i) => ({
          userId,
          notification: quoteNotification(String(BigInt(request.fromId) + BigInt(i))),
        }));
      },
    });
    hub.start();
    const annTabs = [new LiveStream(owner(ann, randomUUID())), new LiveStream(owner(ann, randomUUID()))];
    const bobs = new LiveStream(owner(bob, randomUUID()));
    for (const stream of [...annTabs, bobs]) {
      hub.open(stream);
      stream.resumeWith([]);
    }
    const texts = new Map<LiveStream, string>();
    const text = (stream: LiveStream) => {
      texts.set(stream, (texts.get(stream) ?? '') + written(stream));
      return texts.get(stream) ?? '';
    };

    publish(NotificationsAdded.type, added('10', '12', [ann, bob, carl]), NotificationsAdded.version);
    await expect.poll(() => idsIn(text(bobs))).toEqual(['11']);
    expect(reads).toEqual([added('10', '12', [ann, bob])]);
    for (const tab of annTabs) expect(idsIn(text(tab))).toEqual(['10']);

    // No one here: nothing is read.
    publish(NotificationsAdded.type, added('13', '13', [carl]), NotificationsAdded.version);
    // A version this BFF does not know, or a payload it cannot read: skipped.
    publish(NotificationsAdded.type, added('14', '14', [ann]), NotificationsAdded.version + 1);
    publish(NotificationsAdded.type, { fromId: '15', toId: '15' }, NotificationsAdded.version);
    publish(NotificationsAdded.type, added('not-an-id', '15', [bob]), NotificationsAdded.version);
    publish(NotificationsAdded.type, added('15', '14', [bob]), NotificationsAdded.version);
    publish(NotificationsAdded.type, added('16', '16', [bob]), NotificationsAdded.version);
    await expect.poll(() => idsIn(text(bobs))).toEqual(['11', '16']);
    expect(reads.map((read) => read.fromId)).toEqual(['10', '16']);
    for (const tab of annTabs) expect(idsIn(text(tab))).toEqual(['10']);
  });

  it('reads events at once, READS_AHEAD at most, and sends their rows in the order heard', async () => {
    const { events, publish } = fakeEvents();
    const ann = randomUUID();
    const pending = new Map<string, () => void>();
    hub = quietHub({
      events,
      readAdded: ({ fromId }) =>
        new Promise((resolve) =>
          pending.set(fromId, () => resolve([{ userId: ann, notification: quoteNotification(fromId) }])),
        ),
    });
    hub.start();
    const stream = new LiveStream(owner(ann, randomUUID()));
    hub.open(stream);
    stream.resumeWith([]);
    let text = '';
    const sent = () => {
      text += written(stream);
      return idsIn(text);
    };
    const heard = Array.from({ length: READS_AHEAD + 1 }, (_, i) => String(i + 1));
    for (const id of heard) publish(NotificationsAdded.type, added(id, id, [ann]), NotificationsAdded.version);
    // Every read but the last is under way together; the last waits for the first to settle.
    await expect.poll(() => pending.size).toBe(READS_AHEAD);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...pending.keys()]).toEqual(heard.slice(0, READS_AHEAD));
    // A later read answering first holds its rows until the earlier ones have gone out.
    pending.get('2')?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual([]);
    pending.get('1')?.();
    await expect.poll(sent).toEqual(['1', '2']);
    await expect.poll(() => pending.size).toBe(READS_AHEAD + 1);
    for (const id of heard.slice(2).reverse()) pending.get(id)?.();
    await expect.poll(sent).toEqual(heard);
  });

  it('ends the streams of a failed read in its turn, after the rows of the events before it', async () => {
    const { events, publish } = fakeEvents();
    const ann = randomUUID();
    const answers = new Map<string, { resolve: () => void; reject: () => void }>();
    hub = quietHub({
      events,
      readAdded: ({ fromId }) =>
        new Promise((resolve, reject) =>
          answers.set(fromId, {
            resolve: () => resolve([{ userId: ann, notification: quoteNotification(fromId) }]),
            reject: () => reject(new Error('notifications unavailable')),
          }),
        ),
    });
    hub.start();
    const stream = new LiveStream(owner(ann, randomUUID()));
    openResumed(hub, stream);
    publish(NotificationsAdded.type, added('1', '1', [ann]), NotificationsAdded.version);
    publish(NotificationsAdded.type, added('2', '2', [ann]), NotificationsAdded.version);
    await expect.poll(() => answers.size).toBe(2);
    answers.get('2')?.reject();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.isOpen).toBe(true);
    answers.get('1')?.resolve();
    await expect.poll(() => stream.isOpen).toBe(false);
    expect(idsIn(written(stream))).toEqual(['1']);
  });

  it('ends the streams of a read that failed with reconnect, so they resume, and reads the next event', async () => {
    const { events, publish } = fakeEvents();
    const [ann, bob] = [randomUUID(), randomUUID()];
    let failing = true;
    hub = quietHub({
      events,
      readAdded: async ({ fromId, userIds }) => {
        if (failing) throw new Error('notifications unavailable');
        return userIds.map((userId) => ({ userId, notification: quoteNotification(fromId) }));
      },
    });
    hub.start();
    const anns = new LiveStream(owner(ann, randomUUID()));
    const bobs = new LiveStream(owner(bob, randomUUID()));
    openResumed(hub, anns, bobs);
    publish(NotificationsAdded.type, added('5', '5', [ann]), NotificationsAdded.version);
    await expect.poll(() => anns.isOpen).toBe(false);
    expect(written(anns)).toMatch(/event: ended\ndata: \{"reason":"reconnect"\}\n\n$/);
    expect(bobs.isOpen).toBe(true);

    failing = false;
    publish(NotificationsAdded.type, added('6', '6', [bob]), NotificationsAdded.version);
    await expect.poll(() => idsIn(written(bobs))).toEqual(['6']);
  });

  it('goes on delivering after a delivery threw', async () => {
    const { events, publish } = fakeEvents();
    const [ann, bob] = [randomUUID(), randomUUID()];
    hub = quietHub({
      events,
      readAdded: async ({ fromId, userIds }) =>
        userIds.map((userId) => ({ userId, notification: quoteNotification(fromId) })),
    });
    hub.start();
    const anns = new LiveStream(owner(ann, randomUUID()));
    const bobs = new LiveStream(owner(bob, randomUUID()));
    openResumed(hub, anns, bobs);
    // Ann's stream fails on a version 1 row (delivered as it comes, outside any read's own catch).
    anns.deliver = () => {
      throw new Error('a broken stream');
    };
    const { read: _, ...row } = quoteNotification('3');
    publish(NotificationsAdded.type, { notifications: [{ ...row, userId: ann }] } satisfies z.infer<
      typeof notificationsAddedV1
    >);
    publish(NotificationsAdded.type, added('4', '4', [bob]), NotificationsAdded.version);
    await expect.poll(() => idsIn(written(bobs))).toEqual(['4']);
  });

  it("still gives version 1's rows, which the event carried, to their users' streams (a rollout)", async () => {
    const { events, publish } = fakeEvents();
    const ann = randomUUID();
    let reads = 0;
    hub = quietHub({
      events,
      readAdded: async () => {
        reads += 1;
        return [];
      },
    });
    hub.start();
    const stream = new LiveStream(owner(ann, randomUUID()));
    hub.open(stream);
    stream.resumeWith([]);
    const { read: _, ...row } = quoteNotification('7');
    publish(NotificationsAdded.type, {
      notifications: [
        { ...row, userId: ann },
        { ...row, id: '8', userId: randomUUID() },
      ],
    } satisfies z.infer<typeof notificationsAddedV1>);
    await expect.poll(() => idsIn(written(stream))).toEqual(['7']);
    expect(reads).toBe(0);
  });
});

describe('the stream hub and SessionsEnded', () => {
  it("ends the named sessions' streams with signed_out, and no other; a stream they open afterwards ends as it opens", () => {
    const { events, publish } = fakeEvents();
    const forgotten: string[] = [];
    hub = quietHub({
      events,
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
        version: NotificationsAdded.version,
        occurredAt: new Date().toISOString(),
        correlationId: 'test',
        payload: { fromId: String(id), toId: String(id), userIds: [userId] },
      };
      publisher.publish(subject, JSON.stringify(envelope));
      return String(id);
    };
    hub = quietHub({
      events: listener,
      readAdded: async ({ fromId }) => [{ userId, notification: quoteNotification(fromId) }],
    });
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
    const calls: number[] = [];
    let ended = false;
    hub = new StreamHub({
      logger,
      checkSessions: async (owners) => {
        calls.push(owners.length);
        asked.push(...owners.map((o) => o.sessionId));
        return new Set(ended ? owners.map((o) => o.sessionId) : []);
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
    ended = true;
    await expect.poll(() => laptop.every((stream) => !stream.isOpen) && !phone.isOpen).toBe(true);
    for (const stream of laptop) expect(written(stream)).toMatch(/"reason":"signed_out"/);
    expect(hub.openStreams).toBe(0);
    const after = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.length).toBe(after);
  });

  it('asks about the sessions due together in one call, and keeps them open when it fails', async () => {
    const calls: string[][] = [];
    let failing = true;
    let endedOne: string | undefined;
    hub = new StreamHub({
      logger,
      checkSessions: async (owners) => {
        calls.push(owners.map((o) => o.sessionId));
        if (failing) throw new Error('identity unreachable');
        // The first answer after the failure says one session ended; every later one, none.
        if (endedOne) return new Set<string>();
        endedOne = owners[0]?.sessionId;
        return new Set([endedOne ?? '']);
      },
      heartbeatMs: 200,
    });
    const streams = Array.from({ length: 300 }, () => new LiveStream(owner(randomUUID(), randomUUID())));
    for (const stream of streams) hub.open(stream);
    // Each session is due once in the first period, at a random point of it; one call a tick.
    await expect.poll(() => new Set(calls.flat()).size, { timeout: 2000 }).toBe(300);
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(streams.every((stream) => stream.isOpen)).toBe(true);

    // Identity answers again: the session it says ended loses its stream, the others stay.
    failing = false;
    await expect.poll(() => streams.filter((stream) => !stream.isOpen).length, { timeout: 2000 }).toBe(1);
    expect(streams.find((stream) => !stream.isOpen)?.owner.sessionId).toBe(endedOne);
  });

  it('asks at once about the sessions of a user who changed something here', async () => {
    const calls: string[][] = [];
    hub = new StreamHub({
      logger,
      checkSessions: async (owners) => {
        calls.push(owners.map((o) => o.sessionId));
        return new Set(owners.map((o) => o.sessionId));
      },
      heartbeatMs: 60_000,
    });
    const [ann, bob] = [randomUUID(), randomUUID()];
    const [annLaptop, annPhone] = [randomUUID(), randomUUID()];
    const annStreams = [new LiveStream(owner(ann, annLaptop)), new LiveStream(owner(ann, annPhone))];
    const bobs = new LiveStream(owner(bob, randomUUID()));
    for (const stream of [...annStreams, bobs]) hub.open(stream);
    hub.recheckUser(ann);
    await expect.poll(() => annStreams.every((stream) => !stream.isOpen)).toBe(true);
    expect(calls).toEqual([[annLaptop, annPhone]]);
    expect(bobs.isOpen).toBe(true);
  });

  it('keeps the stream that replaced the oldest among its session’s, so SessionsEnded ends it too', () => {
    const { events, publish } = fakeEvents();
    hub = quietHub({
      events,
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
