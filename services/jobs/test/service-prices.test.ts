import { randomUUID } from 'node:crypto';
import type { jobsRpc, serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsService } from '../src/index.js';
import { jobs as jobsTable, workServices } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: RpcClient<typeof serviceContracts.jobs.definition>;
let service: { id: string; categoryId: string };
let otherServiceId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(jobsService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  jobs = testServiceClient(instance, { logger });
  const services = await handle.database.db.select().from(workServices).orderBy(asc(workServices.name));
  const [first, second] = services;
  if (!first || !second) throw new Error('the seed has fewer than two services');
  service = { id: first.id, categoryId: first.categoryId };
  otherServiceId = second.id;
});
afterAll(() => handle.drop());

/** A live job of the service whose accepted quote cost this much (null: no quote accepted). */
async function jobAccepted(serviceId: string, costPence: number | null, rateType: 'hourly' | 'flat' = 'hourly') {
  const customerId = randomUUID();
  const [row] = await handle.database.db.select().from(workServices).where(eq(workServices.id, serviceId));
  const request: jobsRpc.PostJobRequest = {
    customerId,
    posterVerified: true,
    workCategoryId: row?.categoryId ?? '',
    serviceId,
    location: 'sw',
    jobType: 'residential',
    title: 'End of tenancy clean',
    description: 'A two-bedroom flat before the keys go back.',
    targetJobDone: 'flexible',
    specificDate: '',
    specificBusinessIds: [],
  };
  const { job } = await jobs.postJob(request, testCaller({ user: { id: customerId, type: 'customer' } }));
  if (costPence !== null) {
    await handle.database.db
      .update(jobsTable)
      .set({ costPence, rateType, currency: 'GBP', status: 'in_progress', businessId: randomUUID() })
      .where(eq(jobsTable.id, job?.id ?? ''));
  }
}

describe('typical prices of a service (PostgreSQL)', () => {
  it('shows nothing below five accepted quotes of a unit', async () => {
    for (const cost of [1_000, 2_000, 3_000, 4_000]) await jobAccepted(service.id, cost);
    await jobAccepted(service.id, null);
    const answer = await jobs.getServicePrices({ serviceId: service.id });
    expect(answer).toEqual({ prices: [], minQuotes: 5 });
  });

  it('gives the median and quartiles per unit once there are five, other services and units apart', async () => {
    await jobAccepted(service.id, 5_000);
    for (const cost of [9_000, 9_500]) await jobAccepted(service.id, cost, 'flat');
    for (const cost of [100, 100, 100, 100, 100]) await jobAccepted(otherServiceId, cost);
    const { prices } = await jobs.getServicePrices({ serviceId: service.id });
    // 1000, 2000, 3000, 4000, 5000: median 3000, quartiles 2000 and 4000 (linear interpolation).
    expect(prices).toEqual([
      { rateType: 'hourly', quotesCount: 5, medianPence: 3_000, lowerQuartilePence: 2_000, upperQuartilePence: 4_000 },
    ]);
  });

  it('refuses a malformed service id', async () => {
    const error = await jobs
      .getServicePrices({ serviceId: 'cleaning' })
      .then(() => undefined)
      .catch((e: unknown) => e as RpcError);
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
  });
});
