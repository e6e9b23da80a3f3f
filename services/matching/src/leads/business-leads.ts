import { LeadDismissed, LeadInterested, type matchingRpc } from '@localpros/contracts';
import { type Db, type Outbox, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { leads } from '../schema.js';
import { toLeadMessage } from './lead-message.js';

const leadRequest = z.object({ businessId: z.uuid(), leadId: z.uuid() });
const notFound = () => RpcError.notFound('Lead not found');

/** The business's open leads, newest first (an index range on (business, created) for open leads). */
export async function listBusinessLeads(
  db: Db,
  raw: matchingRpc.ListBusinessLeadsRequest,
): Promise<matchingRpc.ListLeadsResponse> {
  const { businessId } = parseOrInvalid(z.object({ businessId: z.uuid() }), raw);
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.businessId, businessId), eq(leads.status, 'open')))
    .orderBy(desc(leads.createdAt))
    .limit(500);
  return { leads: rows.map(toLeadMessage) };
}

/** One of the business's own leads in any state; another business's lead does not exist for it. */
export async function getLead(db: Db, raw: matchingRpc.LeadRequest): Promise<matchingRpc.LeadResponse> {
  const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.businessId, businessId)));
  if (!row) throw notFound();
  return { lead: toLeadMessage(row) };
}

/** Interest reveals the poster's number to the business. Idempotent: a second call changes nothing. */
export async function markLeadInterested(
  outbox: Outbox,
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
    if (row.isInterested) return { lead: toLeadMessage(row) };
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
    return { lead: toLeadMessage(updated) };
  });
}

/** "Not interested": the open lead leaves the business's list for good. */
export async function dismissLead(outbox: Outbox, raw: matchingRpc.LeadRequest): Promise<matchingRpc.LeadResponse> {
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
    return { lead: toLeadMessage(updated) };
  });
}
