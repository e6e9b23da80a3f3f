/*
 * Job form rules, mirrored on the client.
 *
 * Source: packages/contracts/src/forms/jobs.ts (jobMessages, checkJobDate). Copied rather than
 * imported so the browser bundle does not pull in zod and the generated gRPC code (as
 * account-rules.ts does); job-rules.test.ts fails when the two drift apart.
 */

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

export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;

export type TargetJobDone = 'immediately' | 'flexible' | 'specificDate';

/** The step-2 date rule (checkJobDate): the message for this choice and date, or null. */
export function jobDateProblem(target: TargetJobDone | undefined, date: string, today: string): string | null {
  if (target === 'specificDate') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return jobMessages.dateRequired;
    if (date < today) return jobMessages.dateInPast;
    return null;
  }
  return date ? jobMessages.dateNotAllowed : null;
}
