import { AdminActionRecorded, ContactMessageReceived, ReviewHidden, ReviewRestored } from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { auditLog, contactMessages } from '../schema.js';

/** One audit entry per event (its id), so a redelivery or a rebuild never doubles it. */
export async function recordAudit(
  tx: Tx,
  entry: {
    eventId: string;
    adminId: string;
    action: string;
    targetType: string;
    targetId: string | null;
    detail?: string;
    at: string;
  },
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({
      id: entry.eventId,
      adminId: entry.adminId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail ?? '',
      at: entry.at,
    })
    .onConflictDoNothing();
}

/** What an owning service recorded in the transaction of an admin's change. */
export const adminActionRecorded = on(AdminActionRecorded, (p, { tx, envelope }) =>
  recordAudit(tx, { eventId: envelope.id, ...p }),
);

export const reviewHidden = on(ReviewHidden, (p, { tx, envelope }) =>
  recordAudit(tx, {
    eventId: envelope.id,
    adminId: p.adminId,
    action: 'review_hidden',
    targetType: 'review',
    targetId: p.reviewId,
    at: p.at,
  }),
);

export const reviewRestored = on(ReviewRestored, (p, { tx, envelope }) =>
  recordAudit(tx, {
    eventId: envelope.id,
    adminId: p.adminId,
    action: 'review_restored',
    targetType: 'review',
    targetId: p.reviewId,
    at: p.at,
  }),
);

/** Keeps the admin's copy of each contact message. */
export const contactMessageReceived = on(ContactMessageReceived, async (p, { tx }) => {
  await tx
    .insert(contactMessages)
    .values({
      id: p.contactMessageId,
      name: p.name,
      email: p.email,
      phone: p.phone,
      message: p.message,
      receivedAt: p.receivedAt,
    })
    .onConflictDoNothing();
});

export const auditConsumers = [adminActionRecorded, reviewHidden, reviewRestored, contactMessageReceived];
