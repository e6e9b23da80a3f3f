import { createECDH, randomBytes } from 'node:crypto';
import { type notificationsRpc, pushEndpointProblem, pushSubscriptionMessages } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { deviceLabelOf } from '../src/routes/push-subscriptions.js';
import { fakeIdentity, user, useTestApps } from './support.js';

const start = useTestApps();

/** Notifications as far as these routes call it, refusing endpoints as the service does. */
function fakeNotifications() {
  const added: notificationsRpc.AddPushSubscriptionRequest[] = [];
  return {
    added,
    async getWebPushPublicKey() {
      return { publicKey: 'BPublicKey' };
    },
    async addPushSubscription(request: notificationsRpc.AddPushSubscriptionRequest) {
      const problem = pushEndpointProblem(request.endpoint);
      if (problem) throw RpcError.invalidArgument(problem, [{ path: 'endpoint', message: problem }]);
      added.push(request);
      return { id: 'sub-1', createdAt: '2026-01-01T00:00:00.000Z' };
    },
    async removePushSubscription() {
      return { removed: true };
    },
  };
}

async function signedIn() {
  const notifications = fakeNotifications();
  const app = await start({ identity: fakeIdentity(), notifications });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ann@example.com', password: 'Secret123!' },
  });
  const { token } = login.json() as { token: string };
  return { app, notifications, auth: { authorization: `Bearer ${token}` } };
}

function browserSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b') {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('POST /api/push-subscriptions', () => {
  it("stores the browser's subscription for the session user, naming the device by its browser and system", async () => {
    const { app, notifications, auth } = await signedIn();
    const subscription = browserSubscription();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: { ...auth, 'user-agent': android },
      payload: subscription,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ subscription: { id: 'sub-1' } });
    expect(notifications.added).toEqual([
      {
        userId: user().id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: 'Chrome on Android',
        // The signed-in session (fakeIdentity numbers them): its end ends this browser's alerts.
        sessionId: 'session-1',
      },
    ]);
  });

  it('answers 400 with a clear message for an endpoint or keys that are not a push subscription', async () => {
    const { app, notifications, auth } = await signedIn();
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/push-subscriptions', headers: auth, payload: payload as object });
    const good = browserSubscription();
    const cases: [string, unknown, string][] = [
      ['no keys', { endpoint: good.endpoint }, 'keys is required'],
      [
        'a short public key',
        { ...good, keys: { ...good.keys, p256dh: 'BAAA' } },
        pushSubscriptionMessages.p256dhInvalid,
      ],
      ['a long auth', { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } }, 'keys.auth'],
      ['not base64url', { ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 'keys.auth'],
      ['not a URL', { ...good, endpoint: 'fcm.googleapis.com/send' }, pushSubscriptionMessages.endpointInvalid],
      [
        'plain http',
        { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        pushSubscriptionMessages.endpointInvalid,
      ],
      [
        'an internal address',
        { ...good, endpoint: 'https://10.0.0.7/admin' },
        pushSubscriptionMessages.endpointUnknownService,
      ],
    ];
    for (const [what, payload, message] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, what).toBe(400);
      expect(JSON.stringify(answer.json()), what).toContain(message);
    }
    expect(notifications.added).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const app = await start({ notifications: fakeNotifications() });
    const answer = await app.inject({ method: 'POST', url: '/api/push-subscriptions', payload: browserSubscription() });
    expect(answer.statusCode).toBe(401);
  });
});

describe('DELETE /api/push-subscriptions and GET /api/push/public-key', () => {
  it('removes by endpoint and gives the VAPID public key to a signed-in user', async () => {
    const { app, auth } = await signedIn();
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: auth,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ removed: true });
    const key = await app.inject({ method: 'GET', url: '/api/push/public-key', headers: auth });
    expect(key.json()).toEqual({ publicKey: 'BPublicKey' });
  });
});

describe('deviceLabelOf', () => {
  it('names the browser and the system, nothing more', () => {
    expect(deviceLabelOf(android)).toBe('Chrome on Android');
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(deviceLabelOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceLabelOf(undefined)).toBe('A browser');
  });
});
