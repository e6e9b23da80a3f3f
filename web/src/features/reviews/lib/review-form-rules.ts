import { RATING_MAX, REVIEW_MAX_LENGTH, reviewMessages } from '@localpros/contracts/rules';
import type { FormRule } from 'antd';

export const reviewTexts = {
  posted: 'Review posted',
  replied: 'Reply posted',
  noReviewYet: 'No review yet',
  noReviewsYet: 'No reviews yet',
} as const;

/** The review and reply forms' antd rules, on the contracts' rules. */
export const reviewRules: Record<'rating' | 'text' | 'reply', FormRule[]> = {
  rating: [
    { required: true, message: reviewMessages.ratingRequired },
    // A cleared Rate is 0, which "required" lets through.
    { type: 'integer', min: 1, max: RATING_MAX, message: reviewMessages.ratingRequired },
  ],
  text: [
    { required: true, whitespace: true, message: reviewMessages.textRequired },
    { max: REVIEW_MAX_LENGTH, message: reviewMessages.textTooLong },
  ],
  reply: [
    { required: true, whitespace: true, message: reviewMessages.replyRequired },
    { max: REVIEW_MAX_LENGTH, message: reviewMessages.replyTooLong },
  ],
};
