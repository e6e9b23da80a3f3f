import type { jobsRpc } from '@localpros/contracts';
import { z } from 'zod';
import { type Contacts, shortName } from './people-directory.js';

/** One hide or restore of a review by LocalPros, with the reason its parties are shown. */
export const reviewModerationView = z.object({
  action: z.enum(['hidden', 'restored']),
  reason: z.string(),
  at: z.string(),
});

export const toModerationViews = (review: jobsRpc.Review) =>
  review.moderations.map(
    ({ action, reason, at }) => ({ action: action === 'hidden' ? 'hidden' : 'restored', reason, at }) as const,
  );

/**
 * A review as the web app reads it (docs/api/quotes-to-reviews.md). `hidden` and `moderations`
 * (oldest first) reach only the review's customer and business: the public list has published
 * reviews alone, with no history.
 */
export const reviewView = z.object({
  id: z.string(),
  jobId: z.string(),
  rating: z.number(),
  text: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  user: z.object({ name: z.string() }),
  job: z.object({ title: z.string(), service: z.object({ name: z.string() }) }),
  hidden: z.boolean(),
  moderations: z.array(reviewModerationView),
});
export type ReviewView = z.infer<typeof reviewView>;

export function toReviewView(review: jobsRpc.Review, contacts: Contacts): ReviewView {
  return {
    id: review.id,
    jobId: review.jobId,
    rating: review.rating,
    text: review.text,
    reply: review.reply || null,
    createdAt: review.createdAt,
    repliedAt: review.repliedAt || null,
    user: { name: shortName(contacts.get(review.customerId)) || 'A customer' },
    job: { title: review.jobTitle, service: { name: review.serviceName } },
    hidden: review.hidden,
    moderations: toModerationViews(review),
  };
}
