import { leadReportReasonLabels } from '@localpros/contracts/rules';
import type { LeadReport } from '../api/lead-reports';

/** The outcome of a business's report of a lead, in words ("Report upheld: …"). */
export function leadReportOutcome(report: Pick<LeadReport, 'status' | 'outcomeReason'>): string {
  if (report.status === 'open') return 'Waiting for LocalPros to check it';
  const decision = report.status === 'upheld' ? 'Report upheld' : 'Report rejected';
  return report.outcomeReason ? `${decision}: ${report.outcomeReason}` : decision;
}

/** What the business is told once its report is sent. */
export function leadReportSentText(report: Pick<LeadReport, 'status' | 'detection'>): string {
  if (report.status === 'upheld' && report.detection) {
    return `Report upheld at once: ${report.detection}. The lead has left your leads and its place is given back.`;
  }
  return 'Report sent to LocalPros. The lead has left your leads and its place is given back; we will tell you the outcome.';
}

export const leadReasonOptions = Object.entries(leadReportReasonLabels).map(([value, label]) => ({ value, label }));
