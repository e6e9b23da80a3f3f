import { type jobsRpc, reviewReportReasons, reviewReportStatuses } from '@localpros/contracts';
import { z } from 'zod';

/** A report of a review as its reporter reads it: what was reported, why, and the outcome. */
export const reviewReportView = z.object({
  id: z.string(),
  reviewId: z.string(),
  reason: z.enum(reviewReportReasons),
  details: z.string(),
  status: z.enum(reviewReportStatuses),
  /** The admin's reason for the outcome; null while open. */
  outcomeReason: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReviewReportView = z.infer<typeof reviewReportView>;

const isReason = (value: string): value is (typeof reviewReportReasons)[number] =>
  (reviewReportReasons as readonly string[]).includes(value);
const isStatus = (value: string): value is (typeof reviewReportStatuses)[number] =>
  (reviewReportStatuses as readonly string[]).includes(value);

export function toReviewReportView(report: jobsRpc.ReviewReport): ReviewReportView {
  return {
    id: report.id,
    reviewId: report.reviewId,
    reason: isReason(report.reason) ? report.reason : 'other',
    details: report.details,
    status: isStatus(report.status) ? report.status : 'open',
    outcomeReason: report.outcomeReason || null,
    createdAt: report.createdAt,
    resolvedAt: report.resolvedAt || null,
  };
}
