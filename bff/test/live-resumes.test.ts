import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { notificationsRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { fakeIdentity, useTestApps } from './support.js';

const start = useTestApps();

/** Notifications whose reads of the past wait until released, counting how many wait at once. */
function slowNotifications() {
  let waiting = 0;
  let mostAtOnce = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    get waiting() {
      return waiting;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    release,
    async listNotificationsAfter(_: notificationsRpc.ListNotificationsAfterRequest) {
      waiting += 1;
      mostAtOnce = Math.max(mostAtOnce, waiting);
      await released;
      waiting -= 1;
      return { notifications: [], fromLatest: true };
    },
  };
}

/** Opens GET /api/events and resolves with the first `event:` line's name; the socket stays open. */
function firstEvent(port: number, token: string, lastEventId?: string) {
  return new Promise<{ name: string; close(): void }>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        path: '/api/events',
        headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          const name = /^event: (\w+)$/m.exec(text)?.[1];
          if (name) resolve({ name, close: () => req.destroy() });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/events after a replica stopped: many streams open at once', () => {
  it('reads the past of at most 16 at a time from notifications, and every stream still gets its start', async () => {
    const notifications = slowNotifications();
    const app = await start({ identity: fakeIdentity(), notifications });
    // Five streams per session: eight sign-ins give forty streams.
    const tokens: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ann@example.com', password: 'Secret123!' },
      });
      tokens.push((login.json() as { token: string }).token);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const streams = tokens.flatMap((token, i) =>
      Array.from({ length: 5 }, (_, j) => firstEvent(port, token, j % 2 === 0 ? `${i}${j}` : undefined)),
    );
    await expect.poll(() => notifications.waiting, { timeout: 5000 }).toBe(16);
    // Held there: the other 24 wait their turn rather than pile onto notifications.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notifications.mostAtOnce).toBe(16);
    notifications.release();
    const opened = await Promise.all(streams);
    expect(opened.map((stream) => stream.name)).toEqual(Array(40).fill('ready'));
    for (const stream of opened) stream.close();
  });
});
