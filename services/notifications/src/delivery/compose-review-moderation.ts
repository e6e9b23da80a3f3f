import type { PayloadOf, ReviewHidden } from '@localpros/contracts';
import { type JobMailContext, type JobMailRecipient, messagesEmail } from './compose-job-message.js';
import type { ComposedMessage } from './compose-message.js';

type Moderation = PayloadOf<typeof ReviewHidden>;

/**
 * To the customer who wrote a review, or the business it is about: an admin hid it (with the
 * reason) or showed it again. Both parties get one each.
 */
export function composeReviewModerated(
  moderation: Moderation,
  hidden: boolean,
  audience: 'customer' | 'business',
  to: JobMailRecipient,
  context: JobMailContext,
): ComposedMessage {
  const job = context.jobTitle?.trim() ? `“${context.jobTitle.trim()}”` : 'a job';
  const whose = audience === 'customer' ? `Your review of ${job}` : `The review of your work on ${job}`;
  const subject = hidden ? 'A review was hidden by LocalPros' : 'A review is visible again on LocalPros';
  const paragraphs = hidden
    ? [
        `${whose} has been hidden by the LocalPros team: it no longer shows on the business's public profile or counts towards its rating.`,
        `Reason: ${moderation.reason}`,
      ]
    : [`${whose} is visible again on the business's public profile and counts towards its rating.`];
  // A restore carries its reason too (issue 25); one from before that rule may have none.
  if (!hidden && moderation.reason.trim()) paragraphs.push(`Reason: ${moderation.reason.trim()}`);
  paragraphs.push(
    `You can also see this beside the review in your account. How we handle reviews: ${context.links.publicUrl}/review-policy`,
    'If you have questions, reply through the contact form on LocalPros.',
  );
  return messagesEmail(to, context, 'review_moderated', subject, paragraphs);
}
