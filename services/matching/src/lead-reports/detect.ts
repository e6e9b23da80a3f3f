import { LEAD_DUPLICATE_DAYS, LEAD_RADIUS_KM, type LeadReportDetection } from '@localpros/contracts';
import type { Tx } from '@localpros/kit';
import { and, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { cancelledJobs, jobPlaces, jobSwitches, type leads } from '../schema.js';

type LeadRow = typeof leads.$inferSelect;

export interface Detection {
  detected: LeadReportDetection;
  detectedJobId: string | null;
  detectedJobNumber: string | null;
  detectedDistanceKm: number | null;
}

/**
 * The customer's earlier job for the same service within LEAD_DUPLICATE_DAYS before this one (a
 * cancelled or deleted one is a repost, not a duplicate). Only an earlier one: the first of two is the
 * original, the later one the duplicate.
 */
async function earlierJob(tx: Tx, lead: Pick<LeadRow, 'jobId' | 'customerId' | 'serviceId'>) {
  const [job] = await tx
    .select({ postedAt: jobPlaces.postedAt })
    .from(jobPlaces)
    .where(eq(jobPlaces.jobId, lead.jobId));
  if (!job?.postedAt) return undefined;
  const [earlier] = await tx
    .select({ jobId: jobPlaces.jobId, jobNumber: jobPlaces.jobNumber })
    .from(jobPlaces)
    .leftJoin(cancelledJobs, eq(cancelledJobs.jobId, jobPlaces.jobId))
    .leftJoin(jobSwitches, and(eq(jobSwitches.jobId, jobPlaces.jobId), eq(jobSwitches.deleted, true)))
    .where(
      and(
        eq(jobPlaces.customerId, lead.customerId),
        eq(jobPlaces.serviceId, lead.serviceId),
        ne(jobPlaces.jobId, lead.jobId),
        lte(jobPlaces.postedAt, job.postedAt),
        gte(jobPlaces.postedAt, sql`${job.postedAt}::timestamptz - make_interval(days => ${LEAD_DUPLICATE_DAYS})`),
        isNull(cancelledJobs.jobId),
        isNull(jobSwitches.jobId),
      ),
    )
    .orderBy(desc(jobPlaces.postedAt))
    .limit(1);
  return earlier;
}

/**
 * What matching can tell by itself about a reported lead: a duplicate of the customer's earlier job,
 * or a job outside the business's area (the lead's distance, centroid to centroid, beyond
 * LEAD_RADIUS_KM: a job that named the business). A duplicate is checked first: it is the customer's.
 */
export async function detectBadLead(
  tx: Tx,
  lead: Pick<LeadRow, 'jobId' | 'customerId' | 'serviceId' | 'distanceKm'>,
): Promise<Detection | null> {
  const earlier = await earlierJob(tx, lead);
  if (earlier) {
    return {
      detected: 'duplicate',
      detectedJobId: earlier.jobId,
      detectedJobNumber: earlier.jobNumber,
      detectedDistanceKm: null,
    };
  }
  if (lead.distanceKm !== null && lead.distanceKm > LEAD_RADIUS_KM) {
    return {
      detected: 'outside_area',
      detectedJobId: null,
      detectedJobNumber: null,
      detectedDistanceKm: lead.distanceKm,
    };
  }
  return null;
}
