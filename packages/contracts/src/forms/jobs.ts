import { z } from 'zod';
import {
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  jobDateProblem,
  jobMessages,
  type TargetJobDone,
  targetJobDoneValues,
} from '../rules/index.js';
import { customerRegistrationInput } from './accounts.js';

export const jobTypes = ['residential', 'commercial'] as const;
export const jobStatuses = ['active', 'in_progress', 'finished', 'cancelled'] as const;
export const rateTypes = ['hourly', 'daily', 'flat'] as const;
export type JobType = (typeof jobTypes)[number];
export type JobStatus = (typeof jobStatuses)[number];
export type RateType = (typeof rateTypes)[number];

const required = (message: string) => z.string(message).trim().min(1, message);

export const jobPreferencesFields = {
  category_id: required(jobMessages.categoryRequired),
  service_id: required(jobMessages.serviceRequired),
  location: required(jobMessages.locationRequired)
    .max(8)
    .transform((v) => v.toUpperCase()),
  job_type: z.enum(jobTypes, jobMessages.propertyRequired),
};

export const jobSetupFields = {
  title: required(jobMessages.titleRequired).max(JOB_TITLE_MAX, jobMessages.titleTooLong),
  description: required(jobMessages.descriptionRequired).max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong),
  target_job_done: z.enum(targetJobDoneValues, jobMessages.targetRequired),
  /** yyyy-MM-dd with specificDate, else empty. */
  specificJobDoneDatetime: z.string().trim().optional().default(''),
  businesses: z.array(z.uuid('Unknown business')).max(50).optional().default([]),
};

/** The date rule of step 2 (jobDateProblem) as a schema check. */
export function checkJobDate(
  value: { target_job_done: TargetJobDone; specificJobDoneDatetime: string },
  ctx: z.RefinementCtx,
  today: string = new Date().toISOString().slice(0, 10),
): void {
  const problem = jobDateProblem(value.target_job_done, value.specificJobDoneDatetime, today);
  if (problem) ctx.addIssue({ code: 'custom', path: ['specificJobDoneDatetime'], message: problem });
}

/** POST /job: steps 1 and 2. */
export const jobInput = z
  .object({ ...jobPreferencesFields, ...jobSetupFields })
  .superRefine((v, ctx) => checkJobDate(v, ctx));
export type JobInput = z.infer<typeof jobInput>;

/** POST /job/register: a visitor's job with step 3 (the customer registration fields). */
export const jobWithRegistrationInput = z
  .object({ ...jobPreferencesFields, ...jobSetupFields })
  .and(customerRegistrationInput)
  .superRefine((v, ctx) => checkJobDate(v, ctx));

/** POST /quote. Cost in pounds with at most two decimals; stored in pence. */
export const quoteInput = z.object({
  leadId: z.uuid('Lead is required'),
  rate_type: z.enum(rateTypes, 'Rate type is required'),
  cost: z.coerce
    .number('Cost is required')
    .positive('Cost must be more than £0')
    .max(1_000_000, 'Cost must be at most £1,000,000')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Cost can have at most 2 decimal places'),
  currency: z.literal('GBP', 'Currency must be GBP').default('GBP'),
  comments: z.string().trim().max(2000).default('Direct quote'),
});
export type QuoteInput = z.infer<typeof quoteInput>;

/** Pounds (as typed) to whole pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
