/** The customer's review of a completed job and the business's one reply to it. */
export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  textRequired: 'Write a few words about the job',
  textTooLong: 'Keep the review to 2000 characters',
  replyRequired: 'Write your reply',
  replyTooLong: 'Keep the reply to 2000 characters',
} as const;

export const REVIEW_MAX_LENGTH = 2000;
export const RATING_MAX = 5;
