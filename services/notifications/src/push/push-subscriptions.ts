import { randomUUID } from 'node:crypto';
import { type notificationsRpc, pushEndpointProblem, pushSubscriptionInput, SessionsEnded } from '@localpros/contracts';
import { on, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationsContext } from '../context.js';
import { pushSubscriptions } from './push-schema.js';

/** Browsers one user may take alerts on; subscribing one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

const addRequest = z.object({
  userId: z.uuid('userId must be a UUID'),
  subscription: pushSubscriptionInput,
  userAgent: z.string().trim().max(100, 'userAgent must be at most 100 characters'),
  sessionId: z.uuid('sessionId must be a UUID'),
});

const removeRequest = z.object({
  userId: z.uuid('userId must be a UUID'),
  endpoint: z.string().trim().min(1, 'endpoint is required').max(2048),
});

export async function getWebPushPublicKey({
  config,
}: NotificationsContext): Promise<notificationsRpc.GetWebPushPublicKeyResponse> {
  return { publicKey: config.push.publicKey };
}

/**
 * Stores a browser's push subscription for the user. The endpoint must be at a browser's push
 * service (the service POSTs to it, so nothing else: no internal address). The same endpoint again
 * (the browser subscribed anew, or another account signed in on it) replaces the stored one. It
 * belongs to the session that stored it (pushSubscriptionConsumers: it goes when the session ends).
 */
export async function addPushSubscription(
  { db, config }: NotificationsContext,
  raw: notificationsRpc.AddPushSubscriptionRequest,
): Promise<notificationsRpc.AddPushSubscriptionResponse> {
  const { userId, subscription, userAgent, sessionId } = parseOrInvalid(addRequest, {
    userId: raw.userId,
    subscription: { endpoint: raw.endpoint, keys: { p256dh: raw.p256dh, auth: raw.auth } },
    userAgent: raw.userAgent,
    sessionId: raw.sessionId,
  });
  const problem = pushEndpointProblem(subscription.endpoint, config.push.standInOrigin);
  if (problem) throw RpcError.invalidArgument(problem, [{ path: 'endpoint', message: problem }]);
  const row = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent,
    sessionId,
  };
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date().toISOString() } })
      .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
    if (!stored) throw new Error('the push subscription was not stored');
    // Past the limit, the oldest browsers go (a user who reinstalls a browser now and again).
    await pruneOldest(tx, userId);
    return { id: stored.id, createdAt: new Date(stored.createdAt).toISOString() };
  });
}

async function pruneOldest(tx: Tx, userId: string): Promise<void> {
  const oldestFirst = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
    .for('update');
  if (oldestFirst.length <= PUSH_SUBSCRIPTIONS_PER_USER) return;
  const keep = oldestFirst.slice(-PUSH_SUBSCRIPTIONS_PER_USER).map((row) => row.id);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
}

/** Removes the user's subscription with this endpoint (another user's is left alone: answers false). */
export async function removePushSubscription(
  { db }: NotificationsContext,
  raw: notificationsRpc.RemovePushSubscriptionRequest,
): Promise<notificationsRpc.RemovePushSubscriptionResponse> {
  const { userId, endpoint } = parseOrInvalid(removeRequest, raw);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { removed: removed.length > 0 };
}

/**
 * Sessions ended (signed out, logged out everywhere, password or e-mail changed, account
 * deactivated): their browsers stop taking the user's alerts, as a shared or handed-on computer
 * should. The browser keeps its PushSubscription until the web app's sign-out forgets it; nothing
 * is sent to it any more.
 */
export const pushSubscriptionConsumers = [
  on(SessionsEnded, async ({ sessionIds }, { tx }) => {
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
  }),
];
