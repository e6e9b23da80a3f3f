import { z } from 'zod';

/** The customer's review of a completed job (POST /job/{id}/review). */
export const reviewInput = z.object({
  rating: z
    .number('Choose a rating from 1 to 5 stars')
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: z
    .string('Write a few words about the job')
    .trim()
    .min(1, 'Write a few words about the job')
    .max(2000, 'Keep the review to 2000 characters'),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** The business's one reply to a review (POST /review/{id}/reply). */
export const reviewReplyInput = z.object({
  reply: z.string('Write your reply').trim().min(1, 'Write your reply').max(2000, 'Keep the reply to 2000 characters'),
});
