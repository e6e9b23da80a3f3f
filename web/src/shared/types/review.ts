import type { Job } from './job';

/** A customer's review of a finished job, as the API answers it (a job's review, a business's reviews). */
export type Review = Job['reviews'][number];
