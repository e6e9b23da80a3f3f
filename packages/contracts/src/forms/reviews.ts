import { z } from 'zod';
import {
  MODERATION_REASON_MAX_LENGTH,
  moderationMessages,
  RATING_MAX,
  REVIEW_MAX_LENGTH,
  reviewMessages,
  reviewReportMessages,
  reviewReportReasons,
} from '../rules/index.js';

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

/** A report of a review (POST /review/{id}/report): a reason from the list, details for "other". */
export const reviewReportInput = z
  .object({
    reason: z.enum(reviewReportReasons, reviewReportMessages.reasonRequired),
    details: z
      .string(reviewReportMessages.detailsRequired)
      .trim()
      .max(MODERATION_REASON_MAX_LENGTH, reviewReportMessages.detailsTooLong)
      .optional()
      .default(''),
  })
  .refine((v) => v.reason !== 'other' || v.details.length > 0, {
    path: ['details'],
    message: reviewReportMessages.detailsRequired,
  });
export type ReviewReportInput = z.input<typeof reviewReportInput>;

/** The admin's reason for hiding, restoring or resolving (required, at most 500 characters). */
export const moderationReason = (required: string) =>
  z.string(required).trim().min(1, required).max(MODERATION_REASON_MAX_LENGTH, moderationMessages.reasonTooLong);
