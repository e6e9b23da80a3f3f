/** The spec's step-1 and step-2 job rules and messages: the web app, the BFF and jobs. */
export const jobMessages = {
  categoryRequired: 'Work category is required',
  serviceRequired: 'Service is required',
  locationRequired: 'Location is required',
  propertyRequired: 'Property is required',
  titleRequired: 'Job title is required',
  titleTooLong: 'Job title must be at most 120 characters',
  descriptionRequired: 'Job description is required',
  descriptionTooLong: 'Job description must be at most 5000 characters',
  targetRequired: 'Target job done time is required',
  dateRequired: 'A valid date is required',
  dateNotAllowed: 'Specific date should not be selected for "Flexible" or "Immediately"',
  dateInPast: 'The date cannot be in the past',
  chooseCategoryFirst: 'First choose a work category',
} as const;

export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
/** Lead radius (spec §9). */
export const LEAD_RADIUS_KM = 40;

export const targetJobDoneValues = ['immediately', 'flexible', 'specificDate'] as const;
export type TargetJobDone = (typeof targetJobDoneValues)[number];

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The date rule of step 2: the message for this choice and date (yyyy-MM-dd), or null. `today` is
 * the poster's calendar day, so the web app and the server agree on "from today on".
 */
export function jobDateProblem(target: TargetJobDone | undefined, date: string, today: string): string | null {
  if (target === 'specificDate') {
    if (!isRealDate(date)) return jobMessages.dateRequired;
    return date < today ? jobMessages.dateInPast : null;
  }
  return date ? jobMessages.dateNotAllowed : null;
}

/**
 * Responses per job (issue 25): at most this many businesses may respond to one job (mark interest,
 * which reveals the number, or quote); an admin sets it per work category, 0 meaning no cap.
 */
export const RESPONSE_CAP_DEFAULT = 5;
export const RESPONSE_CAP_MAX = 50;
export const responseCapMessage = `The cap on responses must be a whole number from 0 (no cap) to ${RESPONSE_CAP_MAX}`;

/** The cap as the admin typed it, or the message saying why not. */
export const responseCapProblem = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= RESPONSE_CAP_MAX
    ? null
    : responseCapMessage;

/** What a business reads when every place on a job is taken (the spec's short, plain tone). */
export const placesTakenMessage = (cap: number) =>
  `This job already has ${cap} ${cap === 1 ? 'response' : 'responses'}: every place is taken`;
export const jobClosedToResponsesMessage = 'The customer has found someone: this job takes no new responses';

/** A Premium business sees a new lead this many minutes before a Standard one (matching's default). */
export const PREMIUM_HEAD_START_MINUTES_DEFAULT = 3;
