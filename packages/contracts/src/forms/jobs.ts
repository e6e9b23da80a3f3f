import { z } from 'zod';
import { customerRegistrationInput } from './accounts.js';

/** The spec's step-1 and step-2 job rules and messages, shared by the web app, the BFF and jobs. */
export const jobMessages = {
  categoryRequired: 'Work category is required',
  serviceRequired: 'Service is required',
  locationRequired: 'Location is required',
  propertyRequired: 'Property is required',
  titleRequired: 'Job title is required',
  descriptionRequired: 'Job description is required',
  targetRequired: 'Target job done time is required',
  dateRequired: 'A valid date is required',
  dateNotAllowed: 'Specific date should not be selected for "Flexible" or "Immediately"',
  dateInPast: 'The date cannot be in the past',
  chooseCategoryFirst: 'First choose a work category',
} as const;

export const jobTypes = ['residential', 'commercial'] as const;
export const targetJobDoneValues = ['immediately', 'flexible', 'specificDate'] as const;
export const jobStatuses = ['active', 'in_progress', 'finished', 'cancelled'] as const;
export const rateTypes = ['hourly', 'daily', 'flat'] as const;
export type JobType = (typeof jobTypes)[number];
export type TargetJobDone = (typeof targetJobDoneValues)[number];
export type JobStatus = (typeof jobStatuses)[number];
export type RateType = (typeof rateTypes)[number];

/** Lead radius (spec §9). */
export const LEAD_RADIUS_KM = 40;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

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
  title: required(jobMessages.titleRequired).max(120, 'Job title must be at most 120 characters'),
  description: required(jobMessages.descriptionRequired).max(5000, 'Job description must be at most 5000 characters'),
  target_job_done: z.enum(targetJobDoneValues, jobMessages.targetRequired),
  /** yyyy-MM-dd with specificDate, else empty. */
  specificJobDoneDatetime: z.string().trim().optional().default(''),
  businesses: z.array(z.uuid('Unknown business')).max(50).optional().default([]),
};

/**
 * The date rules of step 2. `today` is the poster's calendar day (yyyy-MM-dd), so the web app
 * and the server agree on "from today on" without time-zone surprises.
 */
export function checkJobDate(
  value: { target_job_done: TargetJobDone; specificJobDoneDatetime: string },
  ctx: z.RefinementCtx,
  today: string = new Date().toISOString().slice(0, 10),
): void {
  const date = value.specificJobDoneDatetime;
  if (value.target_job_done === 'specificDate') {
    if (!date || !isRealDate(date)) {
      ctx.addIssue({ code: 'custom', path: ['specificJobDoneDatetime'], message: jobMessages.dateRequired });
    } else if (date < today) {
      ctx.addIssue({ code: 'custom', path: ['specificJobDoneDatetime'], message: jobMessages.dateInPast });
    }
  } else if (date) {
    ctx.addIssue({ code: 'custom', path: ['specificJobDoneDatetime'], message: jobMessages.dateNotAllowed });
  }
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
