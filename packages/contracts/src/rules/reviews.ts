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

/** Why someone reports a review (the review policy lists the same). */
export const reviewReportReasons = [
  'not_genuine_customer',
  'offensive',
  'personal_data',
  'other_business',
  'other',
] as const;
export type ReviewReportReason = (typeof reviewReportReasons)[number];

export const reviewReportReasonLabels: Record<ReviewReportReason, string> = {
  not_genuine_customer: 'Not written by a genuine customer',
  offensive: 'Offensive, abusive or discriminatory',
  personal_data: "Contains someone's personal data",
  other_business: 'About another business or job',
  other: 'Something else',
};

export const reviewReportStatuses = ['open', 'upheld', 'dismissed'] as const;
export type ReviewReportStatus = (typeof reviewReportStatuses)[number];

/** How many reviews one person may report in a day. */
export const REVIEW_REPORTS_PER_DAY = 10;
export const MODERATION_REASON_MAX_LENGTH = 500;

export const reviewReportMessages = {
  reasonRequired: 'Choose why you are reporting this review',
  detailsRequired: 'Tell us what is wrong with this review',
  detailsTooLong: `Keep the details to ${MODERATION_REASON_MAX_LENGTH} characters`,
  alreadyReported: 'You have already reported this review; we will tell you the outcome',
  ownReview: 'You cannot report your own review',
  alreadyHidden: 'This review is already hidden',
  tooMany: `You can report up to ${REVIEW_REPORTS_PER_DAY} reviews a day; please try again tomorrow`,
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
} as const;

export const moderationMessages = {
  reasonRequired: 'A reason is required to hide or restore a review',
  outcomeReasonRequired: 'A reason is required to resolve a report',
  reasonTooLong: `The reason must be ${MODERATION_REASON_MAX_LENGTH} characters or fewer`,
} as const;
