import { z } from 'zod';
import { RATING_MAX, REVIEW_MAX_LENGTH, reviewMessages } from '../rules/index.js';

/** The customer's review of a completed job (POST /job/{id}/review). */
export const reviewInput = z.object({
  rating: z
    .number(reviewMessages.ratingRequired)
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(RATING_MAX, reviewMessages.ratingRequired),
  text: z
    .string(reviewMessages.textRequired)
    .trim()
    .min(1, reviewMessages.textRequired)
    .max(REVIEW_MAX_LENGTH, reviewMessages.textTooLong),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** The business's one reply to a review (POST /review/{id}/reply). */
export const reviewReplyInput = z.object({
  reply: z
    .string(reviewMessages.replyRequired)
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(REVIEW_MAX_LENGTH, reviewMessages.replyTooLong),
});
