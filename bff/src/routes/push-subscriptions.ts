import { pushSubscriptionInput, pushSubscriptionRemoval } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { sessionOf } from '../plugins/auth.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * How Settings names a device: the browser and the system from its User-Agent ("Chrome on
 * Android"), never the whole string (it is a fingerprint, and only this much helps the user).
 */
export function deviceLabelOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg(e|A|iOS)?\//],
      ['Samsung Internet', /SamsungBrowser\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\/|FxiOS\//],
      ['Chrome', /Chrome\/|CriOS\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? 'A browser';
  const system =
    [
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Android', /Android/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X|Macintosh/],
      ['ChromeOS', /CrOS/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? null;
  return system ? `${browser} on ${system}` : String(browser);
}

/**
 * Web push for the signed-in user (docs/notifications.md "Web push"): the key a browser
 * subscribes with, and the browser's subscription stored or removed. An admin acting as a user
 * cannot subscribe a browser (theirs would get the user's alerts).
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { notifications } = clients;

  app.get(
    '/push/public-key',
    {
      config: { access: { roles: 'signed-in' } },
      schema: {
        tags: ['notifications'],
        summary: "The VAPID public key: the applicationServerKey of the browser's PushManager.subscribe",
        response: { 200: z.object({ publicKey: z.string() }), 401: errorBody },
      },
    },
    async () => notifications.getWebPushPublicKey({}),
  );

  app.post(
    '/push-subscriptions',
    {
      config: {
        access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' },
      },
      schema: {
        tags: ['notifications'],
        summary: "This browser takes the user's alerts: its PushSubscription (endpoint and keys)",
        body: pushSubscriptionInput,
        response: {
          201: z.object({ message: z.string(), subscription: z.object({ id: z.string(), createdAt: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const session = sessionOf(request);
      const subscription = await notifications.addPushSubscription({
        userId: session.user.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent: deviceLabelOf(request.headers['user-agent']),
        // Signed out here, this browser takes no more of the user's alerts.
        sessionId: session.sessionId,
      });
      return reply.code(201).send({ message: 'Push notifications are on for this device', subscription });
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      config: { access: { roles: 'signed-in', ownership: "the session user's subscription with that endpoint" } },
      schema: {
        tags: ['notifications'],
        summary: 'This browser takes no more alerts (the subscription with this endpoint is removed)',
        body: pushSubscriptionRemoval,
        response: { 200: z.object({ message: z.string(), removed: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { removed } = await notifications.removePushSubscription({
        userId: sessionOf(request).user.id,
        endpoint: request.body.endpoint,
      });
      return { message: 'Push notifications are off for this device', removed };
    },
  );
};
