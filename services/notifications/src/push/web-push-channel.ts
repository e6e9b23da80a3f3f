import { createHash } from 'node:crypto';
import { pushEndpointProblem } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { type DeliveryChannel, type OutgoingMessage, UndeliverableError } from '../delivery/delivery-channel.js';
import { outgoingMessages } from '../schema.js';
import type { PushSettings } from './push-config.js';
import { pushAlerts, pushSubscriptions } from './push-schema.js';

/** A push service that has not answered by then is tried again later. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The JSON the service worker reads (web/public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path in the web app, opened when the notification is clicked. */
  link: string;
  /** One notification per tag on the device: a later one with the same tag replaces it. */
  tag: string;
}

/**
 * RFC 8030 Topic: a push service keeps only the newest undelivered message of a topic for a
 * browser (one that was offline gets the latest news of a job, not each step). At most 32 base64url
 * characters: the tag's hash.
 */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), both
 * done by the `web-push` library; the request itself goes out through fetch, so it can time out and
 * never follows a redirect. A 404 or 410 means the browser dropped the subscription: it is removed
 * and the alert fails for good; a 429 or 5xx is retried by the sender with its backoff.
 */
export function webPushChannel(options: { db: Db; push: PushSettings }): DeliveryChannel {
  const { db, push } = options;
  const vapidDetails = { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey };
  return {
    describe: push.standInOrigin
      ? `web push (browsers' push services and the stand-in at ${push.standInOrigin})`
      : "web push (browsers' push services)",
    async send(message: OutgoingMessage) {
      if (!message.id) throw new UndeliverableError('a push alert is sent from its outgoing_messages row');
      const [alert] = await db
        .select({
          link: pushAlerts.link,
          tag: pushAlerts.tag,
          urgency: pushAlerts.urgency,
          ttlSeconds: pushAlerts.ttlSeconds,
          ageSeconds: sql<number>`extract(epoch from now() - ${outgoingMessages.createdAt})::float8`,
          subscriptionId: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushAlerts)
        .innerJoin(outgoingMessages, eq(outgoingMessages.id, pushAlerts.messageId))
        .leftJoin(pushSubscriptions, sql`${pushSubscriptions.id}::text = ${outgoingMessages.recipient}`)
        .where(eq(pushAlerts.messageId, message.id));
      if (!alert) throw new UndeliverableError('the push alert has no details');
      if (!alert.subscriptionId || !alert.endpoint || !alert.p256dh || !alert.auth) {
        throw new UndeliverableError('the browser no longer takes alerts (its push subscription was removed)');
      }
      // A retry never outlives the alert: the push service gets only the time it has left.
      const ttl = Math.floor(alert.ttlSeconds - Number(alert.ageSeconds));
      if (ttl <= 0) throw new UndeliverableError(`expired: not sent within its TTL of ${alert.ttlSeconds} s`);
      const refused = pushEndpointProblem(alert.endpoint, push.standInOrigin);
      if (refused) throw new UndeliverableError(`the endpoint is not taken: ${refused}`);
      const payload: PushPayload = {
        title: message.subject ?? '',
        body: message.text,
        link: alert.link,
        tag: alert.tag,
      };
      const request = webPush.generateRequestDetails(
        { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: ttl, urgency: alert.urgency, topic: topicOf(alert.tag), contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = async () => `${response.status} ${(await response.text().catch(() => '')).slice(0, 200)}`.trim();
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel();
        return;
      }
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, alert.subscriptionId));
        throw new UndeliverableError(`the push service answered ${await answer()}: the subscription was removed`);
      }
      if (response.status === 429 || response.status >= 500) {
        throw new Error(`the push service answered ${await answer()}`);
      }
      // 400 (bad request), 401/403 (VAPID refused), 413 (too large): no retry can change it.
      throw new UndeliverableError(`the push service refused the alert: ${await answer()}`);
    },
    async close() {},
  };
}
