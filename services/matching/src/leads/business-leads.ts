import {
  jobClosedToResponsesMessage,
  LeadDismissed,
  LeadInterested,
  leadsPausedMessage,
  type matchingRpc,
  placesTakenMessage,
} from '@localpros/contracts';
import { parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { businesses, customers, leads } from '../schema.js';
import { type LeadRow, type PosterRow, toLeadMessage } from './lead-message.js';
import { cardColumns, receivingLeads } from './lead-reads.js';
import { type JobPlacesRow, lockJobPlaces, placesOf, takePlace } from './places.js';
import { dismissedEvent } from './withdraw-leads.js';

const businessRequest = z.object({ businessId: z.uuid() });
const leadRequest = z.object({ businessId: z.uuid(), leadId: z.uuid() });
const notFound = () => RpcError.notFound('Lead not found');
const paused = () => RpcError.permissionDenied(leadsPausedMessage);

export async function listBusinessLeads(
  { leadReads }: MatchingContext,
  raw: matchingRpc.ListBusinessLeadsRequest,
): Promise<matchingRpc.ListLeadsResponse> {
  const { businessId } = parseOrInvalid(businessRequest, raw);
  const [row] = await leadReads.openLeads.execute({ businessId });
  return { leads: row?.cards ?? [] };
}

export async function getLead(
  { leadReads }: MatchingContext,
  raw: matchingRpc.LeadRequest,
): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  const [row] = await leadReads.ownLead.execute({ businessId, leadId });
  if (!row) throw notFound();
  // A lead it has quoted or dismissed stays readable; an open one waits for the payment.
  if (row.lead.status === 'open' && !row.receivingLeads) throw paused();
  return { lead: toLeadMessage(row.lead, row.poster, row.places) };
}

/** The poster of a lead just changed (inside its transaction). */
async function posterOf(tx: Tx, customerId: string): Promise<PosterRow | null> {
  const [poster] = await tx.select(cardColumns.poster).from(customers).where(eq(customers.customerId, customerId));
  return poster ?? null;
}

async function receivesLeads(tx: Tx, businessId: string): Promise<boolean> {
  const [business] = await tx
    .select({ businessId: businesses.businessId })
    .from(businesses)
    .where(and(eq(businesses.businessId, businessId), receivingLeads));
  return business !== undefined;
}

const noLongerActive = () => RpcError.failedPrecondition('This job is no longer active');

/** The lead left the list because others took every place, or the customer closed the job. */
const lostPlace = (row: LeadRow) => row.dismissedReason === 'places_taken' || row.dismissedReason === 'job_closed';

/** Why a business may not respond to its lead in this state (it holds no place on it). */
function refusal(row: LeadRow, job: JobPlacesRow): RpcError {
  if (row.status === 'suspended') return noLongerActive();
  if (row.dismissedReason === 'places_taken') return RpcError.failedPrecondition(placesTakenMessage(job.cap ?? 0));
  if (row.dismissedReason === 'job_closed') return RpcError.failedPrecondition(jobClosedToResponsesMessage);
  // Removed by the business itself: gone from its point of view.
  if (row.dismissedReason === 'not_interested' || row.status !== 'dismissed') return notFound();
  return noLongerActive();
}

/**
 * The business's own received lead, locked for a response: the job's places first, then the lead
 * (the order every change of a job's places keeps). Another business's lead, or one still inside a
 * Premium head start, is not found.
 */
async function lockForResponse(tx: Tx, businessId: string, leadId: string) {
  const [peek] = await tx
    .select({ jobId: leads.jobId, customerId: leads.customerId })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.businessId, businessId), lte(leads.visibleAt, sql`now()`)));
  if (!peek) throw notFound();
  const job = await lockJobPlaces(tx, peek);
  const [row] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!row) throw notFound();
  if (!(await receivesLeads(tx, businessId))) throw paused();
  return { job, row };
}

/**
 * Interest reveals the poster's number to the business, so it is a response: it takes a place on
 * the job first (places.ts), refused when every place is taken. Idempotent: a second call changes
 * nothing.
 */
export async function markLeadInterested(
  { outbox }: MatchingContext,
  raw: matchingRpc.LeadRequest,
): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const { job, row } = await lockForResponse(tx, businessId, leadId);
    // Gone for another reason (switched off, cancelled, awarded, removed): not found, as before places.
    if (row.status !== 'open') throw lostPlace(row) ? refusal(row, job) : notFound();
    if (row.isInterested) {
      return { lead: toLeadMessage(row, await posterOf(tx, row.customerId), await placesOf(tx, row)) };
    }
    const view = await takePlace(tx, events, job, row, 'interest');
    const [updated] = await tx
      .update(leads)
      .set({ isInterested: true, interestedAt: sql`now()` })
      .where(eq(leads.id, row.id))
      .returning();
    if (!updated) throw notFound();
    await events.record(LeadInterested, {
      leadId: updated.id,
      jobId: updated.jobId,
      businessId: updated.businessId,
      interestedAt: new Date(updated.interestedAt ?? Date.now()).toISOString(),
    });
    return { lead: toLeadMessage(updated, await posterOf(tx, updated.customerId), view) };
  });
}

/**
 * A quote is a response too: the BFF takes its place here before quotes records it. A lead quoted
 * already holds its place (quotes then refuses the second quote).
 */
export async function takeLeadPlace(
  { outbox }: MatchingContext,
  raw: matchingRpc.LeadRequest,
): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const { job, row } = await lockForResponse(tx, businessId, leadId);
    const poster = await posterOf(tx, row.customerId);
    if (row.status === 'quoted') return { lead: toLeadMessage(row, poster, await placesOf(tx, row)) };
    if (row.status !== 'open') throw refusal(row, job);
    return { lead: toLeadMessage(row, poster, await takePlace(tx, events, job, row, 'quote')) };
  });
}

/** "Not interested": the open lead leaves the business's list for good. */
export async function dismissLead(
  { outbox }: MatchingContext,
  raw: matchingRpc.LeadRequest,
): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [updated] = await tx
      .update(leads)
      .set({ status: 'dismissed', dismissedReason: 'not_interested', dismissedAt: sql`now()` })
      .where(and(eq(leads.id, leadId), eq(leads.businessId, businessId), eq(leads.status, 'open')))
      .returning();
    if (!updated) throw notFound();
    await events.record(LeadDismissed, dismissedEvent(updated, 'not_interested'));
    return { lead: toLeadMessage(updated, await posterOf(tx, updated.customerId), await placesOf(tx, updated)) };
  });
}
