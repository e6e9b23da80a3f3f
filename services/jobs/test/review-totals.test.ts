import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/schema.js';
import { startJobsService } from './jobs-harness.js';

let harness: Awaited<ReturnType<typeof startJobsService>>;

beforeAll(async () => {
  harness = await startJobsService();
});
afterAll(() => harness.handle.drop());

/** A review of a new job, written straight to the table (the review flow has its own tests). */
async function review(rating: number, hidden = false) {
  const customerId = randomUUID();
  const job = await harness.postJob(customerId);
  await harness.handle.database.db.insert(reviews).values({
    id: randomUUID(),
    jobId: job.id,
    customerId,
    businessId: randomUUID(),
    rating,
    text: 'Spotless, on time.',
    hidden,
  });
}

describe('review totals of the marketplace (PostgreSQL)', () => {
  it('is zero reviews with no average before any review', async () => {
    expect(await harness.jobs.getReviewTotals({})).toEqual({ reviewsCount: 0, averageRating: 0 });
  });

  it('counts the visible reviews and averages their stars, a hidden review counting nowhere', async () => {
    await review(5);
    await review(4);
    await review(4);
    await review(1, true);
    const totals = await harness.jobs.getReviewTotals({});
    expect(totals.reviewsCount).toBe(3);
    expect(totals.averageRating).toBeCloseTo(13 / 3, 6);
  });
});
