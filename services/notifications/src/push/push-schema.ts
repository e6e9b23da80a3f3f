import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationsSchema, outgoingMessages } from '../schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The browsers that take a user's web push alerts: one row per push subscription, as the browser's
 * PushManager made it (its endpoint at the browser's push service and the keys the message is
 * encrypted with). An endpoint belongs to one browser profile, so it is unique: subscribed again
 * by another account on the same browser, it moves to that account. It goes when the user turns
 * push off on that device, when the session that turned it on ends, when the push service answers
 * 404 or 410, and with the account.
 */
export const pushSubscriptions = notificationsSchema.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: text('auth').notNull(),
    /** e.g. "Chrome on Android", from the browser's User-Agent: how Settings names the device. */
    userAgent: text('user_agent').notNull(),
    /**
     * The signed-in session that turned push on (identity's session id): when it ends (signed out,
     * logged out everywhere, password changed…) the browser stops taking the user's alerts. Null for
     * subscriptions stored before sessions were recorded.
     */
    sessionId: uuid('session_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);

export type PushUrgency = 'normal' | 'high';

/**
 * What a push alert needs beyond its outgoing_messages row (channel `push`: the subscription's id
 * as recipient, the title as subject, the body as text): where it leads, the tag that lets a later
 * alert about the same job replace it, and how urgent it is and how long it is worth delivering.
 */
export const pushAlerts = notificationsSchema.table(
  'push_alerts',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => outgoingMessages.id, { onDelete: 'cascade' }),
    /** A path in the web app, e.g. /leads. */
    link: text('link').notNull(),
    tag: text('tag').notNull(),
    urgency: text('urgency').$type<PushUrgency>().notNull(),
    /** How long the push service keeps it for an offline browser; past it, it is not sent at all. */
    ttlSeconds: integer('ttl_seconds').notNull(),
  },
  () => [check('push_alerts_urgency_check', sql`urgency in ('normal', 'high')`)],
);
