import { PREMIUM_HEAD_START_MINUTES_DEFAULT } from '@localpros/contracts';
import { loadConfig } from '@localpros/kit';
import { z } from 'zod';

export const matchingConfigSchema = z
  .object({
    /**
     * JobPosted deliveries one matching instance handles at once (jobs are independent; one job's
     * events serialise on its advisory lock). BENCHMARKS.md has the runs that chose the default.
     * At most 8: each holds a database connection for its transaction, and the pool has 10.
     */
    MATCHING_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(8),
    /**
     * A Premium business receives a new lead this long before a Standard one (issue 25; the rule
     * on /packages says "a few minutes"). 0 turns the head start off.
     */
    MATCHING_PREMIUM_HEAD_START_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3600)
      .default(PREMIUM_HEAD_START_MINUTES_DEFAULT * 60),
    /** How often the leads whose head start is over are looked for and announced (LeadsCreated). */
    MATCHING_LEAD_RELEASE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  })
  .loose()
  .transform((value) => ({
    jobConcurrency: value.MATCHING_JOB_CONCURRENCY,
    premiumHeadStartSeconds: value.MATCHING_PREMIUM_HEAD_START_SECONDS,
    leadReleasePollMs: value.MATCHING_LEAD_RELEASE_POLL_MS,
  }));

export type MatchingConfig = z.infer<typeof matchingConfigSchema>;

export const loadMatchingConfig = (env: Readonly<Record<string, string | undefined>>) =>
  loadConfig(matchingConfigSchema, env as NodeJS.ProcessEnv);
