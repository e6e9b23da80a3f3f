import type { jobsRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { reviews } from '../schema.js';
import { loadReviewMessage } from './review-message.js';

const request = z.object({ businessId: z.uuid(), reviewId: z.uuid(), reply: z.string().trim().min(1).max(2000) });

/** The reviewed business answers the review, once: the conditional update decides. */
export async function replyToReview(
  { outbox }: JobsContext,
  raw: jobsRpc.ReplyToReviewRequest,
): Promise<jobsRpc.ReviewResponse> {
  const { businessId, reviewId, reply } = parseOrInvalid(request, raw);
  return outbox.transaction(async (tx) => {
    const mine = and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId));
    const [replied] = await tx
      .update(reviews)
      .set({ reply, repliedAt: sql`now()` })
      .where(and(mine, isNull(reviews.reply)))
      .returning();
    if (replied) return { review: await loadReviewMessage(tx, replied) };
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine);
    if (!existing) throw RpcError.notFound('Review not found');
    throw RpcError.failedPrecondition('You have already replied to this review');
  });
}
