import { randomUUID } from 'node:crypto';
import { ReviewHidden, ReviewRestored } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import type { ReviewRow } from '../reviews/review-message.js';
import { reviewModerations, reviews } from '../schema.js';

export interface VisibilityChange {
  adminId: string;
  hidden: boolean;
  /** Why, as the admin wrote it: kept in the history, shown to both parties and e-mailed to them. */
  reason: string;
}

/**
 * Hides a locked review (off the public profile and the rating) or shows it again: the review, its
 * moderation history and the event (both parties are e-mailed; the admin service audits it) in
 * the caller's transaction. The caller has checked that the visibility changes.
 */
export async function changeReviewVisibility(
  tx: Tx,
  events: EventRecorder,
  review: ReviewRow,
  change: VisibilityChange,
): Promise<ReviewRow> {
  const at = new Date().toISOString();
  const [row] = await tx
    .update(reviews)
    .set({ hidden: change.hidden, hiddenReason: change.hidden ? change.reason : null, moderatedAt: at })
    .where(eq(reviews.id, review.id))
    .returning();
  if (!row) throw new Error('the locked review is gone');
  await tx.insert(reviewModerations).values({
    id: randomUUID(),
    reviewId: row.id,
    adminId: change.adminId,
    action: change.hidden ? 'hidden' : 'restored',
    reason: change.reason,
    at,
  });
  await events.record(change.hidden ? ReviewHidden : ReviewRestored, {
    reviewId: row.id,
    jobId: row.jobId,
    customerId: row.customerId,
    businessId: row.businessId,
    adminId: change.adminId,
    reason: change.reason,
    at,
  });
  return row;
}
