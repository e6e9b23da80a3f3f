import { LEAD_RADIUS_KM } from './jobs.js';

/** Why a business reports a lead (issue 25.3); the report modal offers these, in this order. */
export const leadReportReasons = [
  'wrong_number',
  'outside_area',
  'duplicate',
  'fake_or_spam',
  'not_reachable',
] as const;
export type LeadReportReason = (typeof leadReportReasons)[number];

export const leadReportReasonLabels: Record<LeadReportReason, string> = {
  wrong_number: 'Wrong number',
  outside_area: 'Outside my area',
  duplicate: 'Duplicate',
  fake_or_spam: 'Fake or spam',
  not_reachable: 'Customer not reachable',
};

/** What matching finds by itself when a report arrives (docs/matching.md "Bad-lead reports"). */
export const leadReportDetections = ['duplicate', 'outside_area'] as const;
export type LeadReportDetection = (typeof leadReportDetections)[number];

export const leadReportStatuses = ['open', 'upheld', 'rejected'] as const;
export type LeadReportStatus = (typeof leadReportStatuses)[number];

/** A repeat of the same customer's job for the same service within this many days is a duplicate. */
export const LEAD_DUPLICATE_DAYS = 7;
/** How many leads one business may report in a day. */
export const LEAD_REPORTS_PER_DAY = 10;
export const LEAD_REPORT_NOTE_MAX_LENGTH = 500;

export const leadReportMessages = {
  reasonRequired: 'Choose why you are reporting this lead',
  noteTooLong: `Keep the note to ${LEAD_REPORT_NOTE_MAX_LENGTH} characters`,
  alreadyReported: 'You have already reported this lead; we will tell you the outcome',
  notReportable: 'Only a lead in your Active leads can be reported',
  tooMany: `You can report up to ${LEAD_REPORTS_PER_DAY} leads a day; please try again tomorrow`,
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  outcomeRequired: 'outcome must be uphold or reject',
} as const;

/** What the admin and the business read of a detection ("detected: duplicate of job LP-000123"). */
export function describeDetection(
  detected: LeadReportDetection,
  found: { jobNumber: string | null; distanceKm: number | null },
): string {
  if (detected === 'duplicate') return `Duplicate of job ${found.jobNumber ?? 'posted earlier'}`;
  const km = Math.round(found.distanceKm ?? 0);
  return `${km} km away: outside the ${LEAD_RADIUS_KM} km area`;
}

/**
 * Whether an upheld report counts against the customer (the flag in Admin → Customers): a lead
 * outside the business's area is the matching's doing or the business's, not the customer's.
 */
export const upheldAgainstCustomer = (ground: LeadReportReason) => ground !== 'outside_area';
