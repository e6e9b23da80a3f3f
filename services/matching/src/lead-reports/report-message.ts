import { describeDetection, type matchingRpc } from '@localpros/contracts';
import type { DbOrTx } from '@localpros/kit';
import { eq, type SQL } from 'drizzle-orm';
import { leadReports, leads } from '../schema.js';

type ReportRow = typeof leadReports.$inferSelect;
const iso = (at: string | null) => (at ? new Date(at).toISOString() : '');

/** The detection in the words the admin and the business read; empty when nothing was detected. */
export const detectionWords = (row: Pick<ReportRow, 'detected' | 'detectedJobNumber' | 'detectedDistanceKm'>) =>
  row.detected
    ? describeDetection(row.detected, { jobNumber: row.detectedJobNumber, distanceKm: row.detectedDistanceKm })
    : '';

/** Reports as the business and the admin read them, each with its lead's job as the card showed it. */
export async function readReports(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset?: number },
): Promise<matchingRpc.LeadReport[]> {
  const rows = await db
    .select({
      report: leadReports,
      jobTitle: leads.jobTitle,
      jobNumber: leads.jobNumber,
      serviceName: leads.serviceName,
      location: leads.location,
    })
    .from(leadReports)
    .innerJoin(leads, eq(leads.id, leadReports.leadId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(({ report, ...job }) => ({
    id: report.id,
    leadId: report.leadId,
    jobId: report.jobId,
    businessId: report.businessId,
    customerId: report.customerId,
    reason: report.reason,
    note: report.note,
    detected: report.detected ?? '',
    detection: detectionWords(report),
    status: report.status,
    outcomeReason: report.outcomeReason ?? '',
    createdAt: iso(report.createdAt),
    resolvedAt: iso(report.resolvedAt),
    jobTitle: job.jobTitle,
    jobNumber: job.jobNumber ?? '',
    serviceName: job.serviceName,
    location: job.location,
  }));
}

/** One report by id, as readReports reads it. */
export async function readReport(db: DbOrTx, reportId: string): Promise<matchingRpc.LeadReport> {
  const [report] = await readReports(db, eq(leadReports.id, reportId), [], { limit: 1 });
  if (!report) throw new Error(`lead report ${reportId} vanished`);
  return report;
}
