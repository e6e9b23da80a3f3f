import { LeadReportUpheld, upheldAgainstCustomer } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { leadReports } from '../schema.js';

type ReportRow = typeof leadReports.$inferSelect;

/**
 * Upholds an open report with the reason the business will read, and says so (LeadReportUpheld:
 * the admin's read model counts it against the customer when it is the customer's doing). An
 * automatic uphold (a detection) names no admin and its ground is what was detected.
 */
export async function upholdReport(
  tx: Tx,
  events: EventRecorder,
  report: ReportRow,
  by: { adminId: string | null; reason: string },
): Promise<void> {
  const [upheld] = await tx
    .update(leadReports)
    .set({ status: 'upheld', outcomeReason: by.reason, resolvedBy: by.adminId, resolvedAt: sql`clock_timestamp()` })
    .where(eq(leadReports.id, report.id))
    .returning();
  if (!upheld) throw new Error(`lead report ${report.id} vanished`);
  const ground = by.adminId === null && report.detected ? report.detected : report.reason;
  await events.record(LeadReportUpheld, {
    reportId: report.id,
    leadId: report.leadId,
    jobId: report.jobId,
    businessId: report.businessId,
    customerId: report.customerId,
    ground,
    againstCustomer: upheldAgainstCustomer(ground),
    reason: by.reason,
    adminId: by.adminId,
    upheldAt: new Date(upheld.resolvedAt ?? Date.now()).toISOString(),
  });
}
