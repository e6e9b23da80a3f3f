import {
  MODERATION_REASON_MAX_LENGTH,
  type ReviewReportReason,
  reviewReportMessages,
} from '@localpros/contracts/rules';
import { formatUkDate } from '@/shared/lib/dates';
import type { ReviewReport } from '../api/review-reports';

/** The outcome of the user's report of a review, in words. */
export function reportOutcome(report: ReviewReport): string {
  const on = formatUkDate(report.createdAt);
  if (report.status === 'open') return `You reported this review on ${on}. We will tell you the outcome here.`;
  const decision = report.status === 'upheld' ? 'LocalPros hid it' : 'LocalPros kept it';
  return `You reported this review on ${on}. ${decision}: ${report.outcomeReason ?? ''}`;
}

/** The report form's problems before it is sent (the server applies the same rules). */
export function reportProblems(reason: ReviewReportReason | '', details: string) {
  return {
    reason: reason ? undefined : reviewReportMessages.reasonRequired,
    details:
      reason === 'other' && !details.trim()
        ? reviewReportMessages.detailsRequired
        : details.trim().length > MODERATION_REASON_MAX_LENGTH
          ? reviewReportMessages.detailsTooLong
          : undefined,
  };
}

export const detailsLabel = (reason: ReviewReportReason | '' | undefined) =>
  reason === 'other' ? 'What is wrong with it?' : 'Anything else we should know (optional)';
