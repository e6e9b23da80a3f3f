import type { FormRule } from 'antd';

/*
 * Review rules, mirrored on the client. Source: packages/contracts/src/forms/reviews.ts
 * (reviewInput, reviewReplyInput). Copied so the bundle does not pull in zod;
 * review-rules.test.ts fails when the messages drift apart.
 */
export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  textRequired: 'Write a few words about the job',
  textTooLong: 'Keep the review to 2000 characters',
  replyRequired: 'Write your reply',
  replyTooLong: 'Keep the reply to 2000 characters',
} as const;

export const reviewTexts = {
  posted: 'Review posted',
  replied: 'Reply posted',
  noReviewYet: 'No review yet',
  noReviewsYet: 'No reviews yet',
} as const;

export const reviewMaxLength = 2000;

export const reviewRules: Record<'rating' | 'text' | 'reply', FormRule[]> = {
  rating: [
    { required: true, message: reviewMessages.ratingRequired },
    // A cleared Rate is 0, which "required" lets through.
    { type: 'integer', min: 1, max: 5, message: reviewMessages.ratingRequired },
  ],
  text: [
    { required: true, whitespace: true, message: reviewMessages.textRequired },
    { max: reviewMaxLength, message: reviewMessages.textTooLong },
  ],
  reply: [
    { required: true, whitespace: true, message: reviewMessages.replyRequired },
    { max: reviewMaxLength, message: reviewMessages.replyTooLong },
  ],
};
