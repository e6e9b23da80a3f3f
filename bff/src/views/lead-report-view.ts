import { leadReportDetections, leadReportReasons, leadReportStatuses, type matchingRpc } from '@localpros/contracts';
import { z } from 'zod';

/** A bad-lead report as the business that made it reads it: the lead's job, why, and the outcome. */
export const leadReportView = z.object({
  id: z.string(),
  leadId: z.string(),
  jobId: z.string(),
  job: z.object({ title: z.string(), number: z.string().nullable(), serviceName: z.string(), location: z.string() }),
  reason: z.enum(leadReportReasons),
  note: z.string(),
  /** What LocalPros found by itself; null when nothing. */
  detected: z.enum(leadReportDetections).nullable(),
  /** The detection in words ("Duplicate of job LP-000123"); null when nothing. */
  detection: z.string().nullable(),
  status: z.enum(leadReportStatuses),
  /** The admin's reason (or the detection's words when upheld at once); null while open. */
  outcomeReason: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type LeadReportView = z.infer<typeof leadReportView>;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isReason = oneOf(leadReportReasons);
const isDetection = oneOf(leadReportDetections);
const isStatus = oneOf(leadReportStatuses);

export function toLeadReportView(report: matchingRpc.LeadReport): LeadReportView {
  return {
    id: report.id,
    leadId: report.leadId,
    jobId: report.jobId,
    job: {
      title: report.jobTitle,
      number: report.jobNumber || null,
      serviceName: report.serviceName,
      location: report.location,
    },
    reason: isReason(report.reason) ? report.reason : 'fake_or_spam',
    note: report.note,
    detected: isDetection(report.detected) ? report.detected : null,
    detection: report.detection || null,
    status: isStatus(report.status) ? report.status : 'open',
    outcomeReason: report.outcomeReason || null,
    createdAt: report.createdAt,
    resolvedAt: report.resolvedAt || null,
  };
}
