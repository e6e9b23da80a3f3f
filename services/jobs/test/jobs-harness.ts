import type { serviceContracts } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type RpcClient } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { asc } from 'drizzle-orm';
import { jobsService } from '../src/index.js';
import { workServices } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type JobsClient = RpcClient<typeof serviceContracts.jobs.definition>;

/** The jobs service on a database of its own, with the first seeded service to post jobs in. */
export async function startJobsService() {
  const handle = await createTestDatabase();
  const instance = await prepareService(jobsService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  const jobs: JobsClient = testServiceClient(instance, { logger });
  const [first] = await handle.database.db.select().from(workServices).orderBy(asc(workServices.name));
  if (!first) throw new Error('the seed has no services');
  const service = { id: first.id, categoryId: first.categoryId };

  /** A new active job of this customer, in SW. */
  async function postJob(customerId: string) {
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
    if (!job) throw new Error('no job');
    return job;
  }

  return { handle, jobs, postJob };
}
