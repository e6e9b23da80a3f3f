import { LeadDismissed, LeadInterested, type matchingRpc } from '@localpros/contracts';
import { type Db, type Outbox, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customers, leads } from '../schema.js';
import { listCardJson, type PosterRow, toLeadMessage } from './lead-message.js';

const businessRequest = z.object({ businessId: z.uuid() });
const leadRequest = z.object({ businessId: z.uuid(), leadId: z.uuid() });
const notFound = () => RpcError.notFound('Lead not found');

/** The lead with its poster as matching knows them (a left join: null when not known yet). */
const cardColumns = {
  lead: leads,
  poster: { firstName: customers.firstName, lastName: customers.lastName, mobileNumber: customers.mobileNumber },
};

/**
 * The reads behind the leads list and a lead's page, prepared once per database: the list is the
 * busiest query a business makes, and building its SQL again on every call cost more than running it.
 */
export function createLeadReads(db: Db) {
  // The business's open leads, newest first (an index range on (business, created) for open leads),
  // as one JSON array built by PostgreSQL in the shape of the Lead message (listCardJson): mapping a
  // long list row by row and column by column cost this process more than anything else on the read.
  const open = db
    .select({ card: listCardJson.as('card'), createdAt: leads.createdAt })
    .from(leads)
    .leftJoin(customers, eq(customers.customerId, leads.customerId))
    .where(and(eq(leads.businessId, sql.placeholder('businessId')), eq(leads.status, 'open')))
    .orderBy(desc(leads.createdAt))
    .limit(500)
    .as('open');
  const openLeads = db
    .select({ cards: sql<matchingRpc.Lead[] | null>`json_agg(${open.card} order by ${open.createdAt} desc)` })
    .from(open)
    .prepare('matching_open_leads');
  // One of the business's own leads in any state; another business's lead does not exist for it.
  const ownLead = db
    .select(cardColumns)
    .from(leads)
    .leftJoin(customers, eq(customers.customerId, leads.customerId))
    .where(and(eq(leads.id, sql.placeholder('leadId')), eq(leads.businessId, sql.placeholder('businessId'))))
    .prepare('matching_own_lead');

  return {
    async listBusinessLeads(raw: matchingRpc.ListBusinessLeadsRequest): Promise<matchingRpc.ListLeadsResponse> {
      const { businessId } = parseOrInvalid(businessRequest, raw);
      const [row] = await openLeads.execute({ businessId });
      return { leads: row?.cards ?? [] };
    },
    async getLead(raw: matchingRpc.LeadRequest): Promise<matchingRpc.LeadResponse> {
      const { businessId, leadId } = parseOrInvalid(leadRequest, raw);
      const [row] = await ownLead.execute({ businessId, leadId });
      if (!row) throw notFound();
      return { lead: toLeadMessage(row.lead, row.poster) };
    },
  };
}

/** The poster of a lead just changed (inside its transaction). */
async function posterOf(tx: Tx, customerId: string): Promise<PosterRow | null> {
  const [poster] = await tx.select(cardColumns.poster).from(customers).where(eq(customers.customerId, customerId));
  return poster ?? null;
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
    return { lead: toLeadMessage(updated, await posterOf(tx, updated.customerId)) };
  });
}
