import { type identityRpc, unsubscribeSetting, verifyUnsubscribeToken } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { recordContactChanged } from '../accounts/contact-event.js';
import type { IdentityContext } from '../context.js';
import { notificationSettings, users } from '../schema.js';

/** What the reader of a refused link is told (the BFF shows it on its page and in its 4xx answer). */
export const unsubscribeRefusals = {
  malformed:
    'This unsubscribe link is incomplete or not from LocalPros. Copy the whole link from the e-mail, or sign in and switch the e-mails off in Settings → Notifications.',
  forged:
    'This unsubscribe link has been changed, so it was refused. Use the link exactly as it is in the e-mail, or sign in and switch the e-mails off in Settings → Notifications.',
} as const;

/**
 * One-click unsubscribe (RFC 8058) from an e-mail's link, without a session: the token names the
 * user and the kind of e-mail, and is signed with UNSUBSCRIBE_SECRET (packages/contracts
 * unsubscribe-token.ts), so it is the proof. That switch of the user's notification settings goes
 * off, exactly as if they had unticked it in Settings → Notifications, and notifications hears of
 * it (UserContactChanged) before its next e-mail. Saying it again changes nothing and still
 * succeeds; so does a link of an account deleted since: it gets no e-mail at all.
 */
export async function unsubscribe(
  { outbox, config }: IdentityContext,
  request: identityRpc.UnsubscribeRequest,
): Promise<identityRpc.UnsubscribeResponse> {
  const check = verifyUnsubscribeToken(config.unsubscribeSecret, request.token);
  if (!check.valid) {
    const message = unsubscribeRefusals[check.reason];
    throw check.reason === 'forged' ? RpcError.permissionDenied(message) : RpcError.invalidArgument(message);
  }
  if (request.checkOnly) return { category: check.category };
  const setting = unsubscribeSetting[check.category];
  await outbox.transaction(async (tx, events) => {
    // The account's row first: the lock order of every change of a user (and of deleting it).
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, check.userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return;
    const [before] = await tx
      .select({ on: notificationSettings[setting] })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    if (before && !before.on) return;
    await tx
      .insert(notificationSettings)
      .values({ userId: user.id, [setting]: false })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { [setting]: false } });
    await recordContactChanged(tx, events, user.id);
  });
  return { category: check.category };
}
