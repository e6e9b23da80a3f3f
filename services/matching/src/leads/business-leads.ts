import { LeadDismissed, LeadInterested, leadsPausedMessage, type matchingRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { businesses, customers, leads } from '../schema.js';
import { type PosterRow, toLeadMessage } from './lead-message.js';
import { cardColumns, receivingLeads } from './lead-reads.js';

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
  return { lead: toLeadMessage(row.lead, row.poster) };
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

/** Interest reveals the poster's number to the business. Idempotent: a second call changes nothing. */
export async function markLeadInterested(
  { outbox }: MatchingContext,
  raw: matchingRpc.LeadRequest,
): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.businessId, businessId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'open') throw notFound();
    if (!(await receivesLeads(tx, businessId))) throw paused();
    if (row.isInterested) return { lead: toLeadMessage(row, await posterOf(tx, row.customerId)) };
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
    return { lead: toLeadMessage(updated, await posterOf(tx, updated.customerId)) };
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
    await events.record(LeadDismissed, {
      leadId: updated.id,
      jobId: updated.jobId,
      businessId: updated.businessId,
      reason: 'not_interested',
      dismissedAt: new Date(updated.dismissedAt ?? Date.now()).toISOString(),
    });
    return { lead: toLeadMessage(updated, await posterOf(tx, updated.customerId)) };
  });
}
