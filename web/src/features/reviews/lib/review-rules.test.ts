import { describe, expect, it } from 'vitest';
import * as contract from '../../../../../packages/contracts/src/forms/reviews';
import { reviewMessages } from './review-rules';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  [...new Set(result.error?.issues.map((issue) => issue.message) ?? [])].sort();

describe('review rules copied from packages/contracts/src/forms/reviews.ts', () => {
  it('has the same messages for a review', () => {
    expect(messagesOf(contract.reviewInput.safeParse({ rating: 0, text: ' ' }))).toEqual(
      [reviewMessages.ratingRequired, reviewMessages.textRequired].sort(),
    );
    expect(messagesOf(contract.reviewInput.safeParse({ rating: 5, text: 'x'.repeat(2001) }))).toEqual([
      reviewMessages.textTooLong,
    ]);
  });

  it('has the same messages for a reply', () => {
    expect(messagesOf(contract.reviewReplyInput.safeParse({ reply: ' ' }))).toEqual([reviewMessages.replyRequired]);
    expect(messagesOf(contract.reviewReplyInput.safeParse({ reply: 'x'.repeat(2001) }))).toEqual([
      reviewMessages.replyTooLong,
    ]);
  });
});
