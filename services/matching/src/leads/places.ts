import { jobClosedToResponsesMessage, type matchingRpc, placesTakenMessage } from '@localpros/contracts';
import { advisoryXactLock, type EventRecorder, RpcError, type Tx } from '@localpros/kit';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { type DismissedReason, jobPlaces, leads, places } from '../schema.js';
import { leadListsChanged } from './lead-lists-changed.js';
import { withdrawLeads } from './withdraw-leads.js';

export type JobPlacesRow = typeof jobPlaces.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

/** What a lead card shows of its job's places, and whether this business holds one. */
export interface PlacesView {
  taken: number;
  /** 0: no cap. */
  cap: number;
  hasPlace: boolean;
}

export const toJobPlacesMessage = (row: JobPlacesRow): matchingRpc.JobPlaces => ({
  jobId: row.jobId,
  taken: row.taken,
  cap: row.cap ?? 0,
  closed: row.closedAt !== null,
});

/**
 * The job's lock, held to the end of the transaction: everything that changes several of a job's
 * leads at once takes it first (matching the job, its cancellation or award, an admin's switch, a
 * place, the customer's close), so two of them never lock the same leads in opposite orders.
 */
export const lockJob = (tx: Tx, jobId: string) => advisoryXactLock(tx, `matching-job:${jobId}`);

/**
 * Locks the job (lockJob), then its places row, creating it (no cap) for a job matched before
 * places existed; the caller locks the lead after both.
 */
export async function lockJobPlaces(tx: Tx, lead: Pick<LeadRow, 'jobId' | 'customerId'>): Promise<JobPlacesRow> {
  await lockJob(tx, lead.jobId);
  await tx.insert(jobPlaces).values({ jobId: lead.jobId, customerId: lead.customerId }).onConflictDoNothing();
  const [row] = await tx.select().from(jobPlaces).where(eq(jobPlaces.jobId, lead.jobId)).for('update');
  if (!row) throw new Error(`job places of ${lead.jobId} vanished under the lock`);
  return row;
}

/** The place the lead's business holds now, if any. */
async function heldPlace(tx: Tx, leadId: string) {
  const [held] = await tx
    .select({ leadId: places.leadId })
    .from(places)
    .where(and(eq(places.leadId, leadId), isNull(places.releasedAt)));
  return held;
}

/**
 * Takes a place on the lead's job for its business's first response, in the caller's transaction,
 * with the job's places row locked (lockJobPlaces) and the lead locked after it. A business that
 * holds a place keeps it and takes no second one. The counter moves only while it is below the cap,
 * so the cap holds however many try at once; the last place withdraws the job from every business
 * without one (LeadDismissed places_taken).
 */
export async function takePlace(
  tx: Tx,
  events: EventRecorder,
  job: JobPlacesRow,
  lead: LeadRow,
  takenBy: 'interest' | 'quote',
): Promise<PlacesView> {
  if (await heldPlace(tx, lead.id)) return { taken: job.taken, cap: job.cap ?? 0, hasPlace: true };
  if (job.closedAt) throw RpcError.failedPrecondition(jobClosedToResponsesMessage);
  if (job.cap !== null && job.taken >= job.cap) throw RpcError.failedPrecondition(placesTakenMessage(job.cap));
  const [counted] = await tx
    .update(jobPlaces)
    .set({ taken: sql`${jobPlaces.taken} + 1` })
    .where(eq(jobPlaces.jobId, job.jobId))
    .returning();
  if (!counted) throw new Error('the locked job places row is gone');
  // A place given back is taken again on the same row: one row per lead, its history in the times.
  await tx
    .insert(places)
    .values({ leadId: lead.id, jobId: lead.jobId, businessId: lead.businessId, takenBy })
    .onConflictDoUpdate({
      target: places.leadId,
      set: { takenBy, takenAt: sql`clock_timestamp()`, releasedAt: null, releasedReason: null },
    });
  // Every card on the job counts the places taken.
  await leadListsChanged(events, { jobIds: [counted.jobId] });
  if (counted.cap !== null && counted.taken >= counted.cap) {
    await withdrawLeadsWithoutPlace(tx, events, counted.jobId, 'places_taken');
  }
  return { taken: counted.taken, cap: counted.cap ?? 0, hasPlace: true };
}

/** Withdraws the job from every business without a place: every place is taken, or the job is closed. */
export const withdrawLeadsWithoutPlace = (
  tx: Tx,
  events: EventRecorder,
  jobId: string,
  reason: Extract<DismissedReason, 'places_taken' | 'job_closed'>,
) =>
  withdrawLeads(
    tx,
    events,
    jobId,
    reason,
    notExists(
      tx
        .select({ one: sql`1` })
        .from(places)
        .where(and(eq(places.leadId, leads.id), isNull(places.releasedAt))),
    ),
  );

/** The job's places as a lead card shows them, inside a transaction that just changed the lead. */
export async function placesOf(tx: Tx, lead: Pick<LeadRow, 'id' | 'jobId'>): Promise<PlacesView> {
  const [job] = await tx.select().from(jobPlaces).where(eq(jobPlaces.jobId, lead.jobId));
  const held = await heldPlace(tx, lead.id);
  return { taken: job?.taken ?? 0, cap: job?.cap ?? 0, hasPlace: held !== undefined };
}

/**
 * Gives the lead's place back (a reported bad lead), in the caller's transaction with the job's
 * places row locked: it no longer counts to the cap, and while the job is still open to responses
 * the businesses that lost it to places_taken get it back in their lists (not announced again: it
 * shows at their next load). Answers whether a place was held.
 */
export async function releasePlace(
  tx: Tx,
  events: EventRecorder,
  job: JobPlacesRow,
  leadId: string,
  reason: string,
): Promise<boolean> {
  const [released] = await tx
    .update(places)
    .set({ releasedAt: sql`clock_timestamp()`, releasedReason: reason })
    .where(and(eq(places.leadId, leadId), isNull(places.releasedAt)))
    .returning({ leadId: places.leadId });
  if (!released) return false;
  await tx
    .update(jobPlaces)
    .set({ taken: sql`${jobPlaces.taken} - 1` })
    .where(eq(jobPlaces.jobId, job.jobId));
  // While the job takes responses, the businesses that lost it to places_taken get it back.
  const reopened =
    job.closedAt === null
      ? await tx
          .update(leads)
          .set({ status: 'open', dismissedReason: null, dismissedAt: null })
          .where(
            and(eq(leads.jobId, job.jobId), eq(leads.status, 'dismissed'), eq(leads.dismissedReason, 'places_taken')),
          )
          .returning({ businessId: leads.businessId })
      : [];
  // Every card on the job counts one place fewer; the lists the job comes back to do not show it
  // yet, so they are named by business.
  await leadListsChanged(events, { jobIds: [job.jobId], businessIds: reopened.map((lead) => lead.businessId) });
  return true;
}
