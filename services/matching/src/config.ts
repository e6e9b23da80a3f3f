import { loadConfig } from '@localpros/kit';
import { z } from 'zod';

export const matchingConfigSchema = z
  .object({
    /**
     * JobPosted deliveries one matching instance handles at once (jobs are independent; one job's
     * events serialise on its advisory lock). BENCHMARKS.md has the runs that chose the default.
     * At most 8: each holds a database connection for its transaction, and the pool has 10.
     */
    MATCHING_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(4),
  })
  .loose()
  .transform((value) => ({ jobConcurrency: value.MATCHING_JOB_CONCURRENCY }));

export type MatchingConfig = z.infer<typeof matchingConfigSchema>;

export const loadMatchingConfig = (env: Readonly<Record<string, string | undefined>>) =>
  loadConfig(matchingConfigSchema, env as NodeJS.ProcessEnv);
