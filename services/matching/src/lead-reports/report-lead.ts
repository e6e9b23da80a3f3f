import { randomUUID } from 'node:crypto';
import {
  LEAD_REPORTS_PER_DAY,
  LeadDismissed,
  leadReportInput,
  leadReportMessages,
  type matchingRpc,
} from '@localpros/contracts';
import { advisoryXactLock, GrpcStatus, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { lockJobPlaces, releasePlace } from '../leads/places.js';
import { dismissedEvent } from '../leads/withdraw-leads.js';
import { leadReports, leads } from '../schema.js';
import { detectBadLead } from './detect.js';
import { detectionWords, readReport, readReports } from './report-message.js';
import { upholdReport } from './uphold.js';

const reportRequest = leadReportInput.extend({ businessId: z.uuid(), leadId: z.uuid('Lead not found') });
const notFound = () => RpcError.notFound('Lead not found');

/**
 * The business reports its own open lead (issue 25.3), in one transaction: the job's places and the
 * lead locked (the order every change of a job's places keeps), at most LEAD_REPORTS_PER_DAY a day
 * counted under the business's lock, one report per lead. The lead leaves its list (LeadDismissed
 * reported) and gives its place back. A detected duplicate or lead outside the area is upheld at
 * once: those are facts matching holds, and a business should not wait for an admin to get a place
 * back on a lead that should never have reached it. Anything else waits in Admin → Reports.
 */
export async function reportLead(
  { outbox, db }: MatchingContext,
  raw: matchingRpc.ReportLeadRequest,
): Promise<matchingRpc.LeadReportResponse> {
  const input = parseOrInvalid(reportRequest, raw);
  const reportId = await outbox.transaction(async (tx, events) => {
    const [peek] = await tx
      .select({ jobId: leads.jobId, customerId: leads.customerId })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.businessId, input.businessId), lte(leads.visibleAt, sql`now()`)));
    if (!peek) throw notFound();
    const job = await lockJobPlaces(tx, peek);
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId)).for('update');
    if (!lead) throw notFound();
    const [reported] = await tx.select({ id: leadReports.id }).from(leadReports).where(eq(leadReports.leadId, lead.id));
    if (reported) throw RpcError.alreadyExists(leadReportMessages.alreadyReported);
    if (lead.status !== 'open') throw RpcError.failedPrecondition(leadReportMessages.notReportable);
    await advisoryXactLock(tx, `lead-reports:${input.businessId}`);
    const [today] = await tx
      .select({ n: count() })
      .from(leadReports)
      .where(
        and(eq(leadReports.businessId, input.businessId), gt(leadReports.createdAt, sql`now() - interval '1 day'`)),
      );
    if ((today?.n ?? 0) >= LEAD_REPORTS_PER_DAY) {
      throw new RpcError(GrpcStatus.RESOURCE_EXHAUSTED, leadReportMessages.tooMany);
    }

    const detection = await detectBadLead(tx, lead);
    const [report] = await tx
      .insert(leadReports)
      .values({
        id: randomUUID(),
        leadId: lead.id,
        jobId: lead.jobId,
        businessId: lead.businessId,
        customerId: lead.customerId,
        reason: input.reason,
        note: input.note,
        ...detection,
      })
      .returning();
    if (!report) throw new Error('the report was not written');

    await releasePlace(tx, events, job, lead.id, 'reported');
    const [dismissed] = await tx
      .update(leads)
      .set({ status: 'dismissed', dismissedReason: 'reported', dismissedAt: sql`now()` })
      .where(eq(leads.id, lead.id))
      .returning();
    // A lead never announced (still in a head start's release) was never in a list to leave.
    if (dismissed?.announcedAt) {
      await events.record(LeadDismissed, dismissedEvent(dismissed, 'reported'));
    }
    if (report.detected) await upholdReport(tx, events, report, { adminId: null, reason: detectionWords(report) });
    return report.id;
  });
  return { report: await readReport(db, reportId) };
}

const businessRequest = z.object({ businessId: z.uuid() });

/** The business's own reports, newest first (the last 100), with their outcomes. */
export async function listBusinessLeadReports(
  { db }: MatchingContext,
  raw: matchingRpc.ListBusinessLeadsRequest,
): Promise<matchingRpc.LeadReportsResponse> {
  const { businessId } = parseOrInvalid(businessRequest, raw);
  const reports = await readReports(
    db,
    eq(leadReports.businessId, businessId),
    [desc(leadReports.createdAt), desc(leadReports.id)],
    { limit: 100 },
  );
  return { reports };
}
