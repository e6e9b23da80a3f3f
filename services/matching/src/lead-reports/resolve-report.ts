import {
  AdminActionRecorded,
  adminAction,
  LeadReportRejected,
  leadReportMessages,
  type matchingRpc,
  moderationMessages,
  moderationReason,
} from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { leadReports } from '../schema.js';
import { readReport, readReports } from './report-message.js';
import { upholdReport } from './uphold.js';

const PAGE_SIZE = 10;
const pageRequest = z.object({ pageIndex: z.number().int().min(0).max(100_000) });

/** Admin → Reports: the open lead reports, oldest first. */
export async function adminListLeadReports(
  { db }: MatchingContext,
  raw: matchingRpc.AdminLeadReportsRequest,
): Promise<matchingRpc.AdminLeadReportsResponse> {
  const { pageIndex } = parseOrInvalid(pageRequest, raw);
  const open = eq(leadReports.status, 'open');
  const [reports, [total]] = await Promise.all([
    readReports(db, open, [asc(leadReports.createdAt), asc(leadReports.id)], {
      limit: PAGE_SIZE,
      offset: pageIndex * PAGE_SIZE,
    }),
    db.select({ n: count() }).from(leadReports).where(open),
  ]);
  return { reports, count: total?.n ?? 0 };
}

const resolveRequest = z.object({
  adminId: z.uuid(),
  reportId: z.uuid(leadReportMessages.reportNotFound),
  outcome: z.enum(['uphold', 'reject'], leadReportMessages.outcomeRequired),
  reason: moderationReason(moderationMessages.outcomeReasonRequired),
});

/**
 * The admin upholds or rejects an open report, with a reason the business reads; audited either
 * way (the reason stays with the report: the audit log keeps no free text). A rejected report's
 * place stays given back: the lead left the business's list when it reported it, and the place
 * may already be another business's, so nothing is retaken; the customer's account is not flagged.
 */
export async function resolveLeadReport(
  { db, outbox }: MatchingContext,
  raw: matchingRpc.ResolveLeadReportRequest,
): Promise<matchingRpc.LeadReportResponse> {
  const input = parseOrInvalid(resolveRequest, raw);
  await outbox.transaction(async (tx, events) => {
    const [report] = await tx.select().from(leadReports).where(eq(leadReports.id, input.reportId)).for('update');
    if (!report) throw RpcError.notFound(leadReportMessages.reportNotFound);
    if (report.status !== 'open') throw RpcError.failedPrecondition(leadReportMessages.alreadyResolved);
    if (input.outcome === 'uphold') {
      await upholdReport(tx, events, report, input);
    } else {
      const [rejected] = await tx
        .update(leadReports)
        .set({
          status: 'rejected',
          outcomeReason: input.reason,
          resolvedBy: input.adminId,
          resolvedAt: sql`clock_timestamp()`,
        })
        .where(eq(leadReports.id, report.id))
        .returning();
      await events.record(LeadReportRejected, {
        reportId: report.id,
        leadId: report.leadId,
        jobId: report.jobId,
        businessId: report.businessId,
        customerId: report.customerId,
        reason: input.reason,
        adminId: input.adminId,
        rejectedAt: new Date(rejected?.resolvedAt ?? Date.now()).toISOString(),
      });
    }
    await events.record(
      AdminActionRecorded,
      adminAction(
        input.adminId,
        input.outcome === 'uphold' ? 'lead_report_upheld' : 'lead_report_rejected',
        { type: 'lead_report', id: report.id },
        `lead ${report.leadId}`,
      ),
    );
  });
  return { report: await readReport(db, input.reportId) };
}
