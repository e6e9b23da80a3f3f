import { randomUUID } from 'node:crypto';
import type { serviceContracts } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type RpcClient } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsService } from '../src/index.js';
import { reviews, workServices } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: RpcClient<typeof serviceContracts.jobs.definition>;
let service: { id: string; categoryId: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(jobsService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  jobs = testServiceClient(instance, { logger });
  const [first] = await handle.database.db.select().from(workServices).orderBy(asc(workServices.name));
  if (!first) throw new Error('the seed has no services');
  service = { id: first.id, categoryId: first.categoryId };
});
afterAll(() => handle.drop());

/** A review of a new job, written straight to the table (the review flow has its own tests). */
async function review(rating: number, hidden = false) {
  const customerId = randomUUID();
  const { job } = await jobs.postJob(
    {
      customerId,
      posterVerified: true,
      workCategoryId: service.categoryId,
      serviceId: service.id,
      location: 'sw',
      jobType: 'residential',
      title: 'Weekly domestic clean',
      description: 'Three hours every Monday morning.',
      targetJobDone: 'flexible',
      specificDate: '',
      specificBusinessIds: [],
    },
    testCaller({ user: { id: customerId, type: 'customer' } }),
  );
  await handle.database.db.insert(reviews).values({
    id: randomUUID(),
    jobId: job?.id ?? '',
    customerId,
    businessId: randomUUID(),
    rating,
    text: 'Spotless, on time.',
    hidden,
  });
}

describe('review totals of the marketplace (PostgreSQL)', () => {
  it('is zero reviews with no average before any review', async () => {
    expect(await jobs.getReviewTotals({})).toEqual({ reviewsCount: 0, averageRating: 0 });
  });

  it('counts the visible reviews and averages their stars, a hidden review counting nowhere', async () => {
    await review(5);
    await review(4);
    await review(4);
    await review(1, true);
    const totals = await jobs.getReviewTotals({});
    expect(totals.reviewsCount).toBe(3);
    expect(totals.averageRating).toBeCloseTo(13 / 3, 6);
  });
});
