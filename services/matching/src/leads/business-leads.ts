import {
  LeadDismissed,
  LeadInterested,
  leadReceivingStatuses,
  leadsPausedMessage,
  type matchingRpc,
} from '@localpros/contracts';
import { type Db, type Outbox, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { businesses, customers, leads } from '../schema.js';
import { listCardJson, type PosterRow, toLeadMessage } from './lead-message.js';

const businessRequest = z.object({ businessId: z.uuid() });
const leadRequest = z.object({ businessId: z.uuid(), leadId: z.uuid() });
const notFound = () => RpcError.notFound('Lead not found');
const paused = () => RpcError.permissionDenied(leadsPausedMessage);

/**
 * Leads follow the money: a business whose subscription receives no leads (never paid, lapsed,
 * cancelled) has its open leads withdrawn, and they come back as they were once it pays again.
 * Matching's copy of the subscription (billing's Subscription* events) decides.
 */
const receivingLeads = inArray(businesses.subscriptionStatus, [...leadReceivingStatuses]);

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
    .innerJoin(businesses, and(eq(businesses.businessId, leads.businessId), receivingLeads))
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
    .select({ ...cardColumns, receivingLeads: sql<boolean>`coalesce(${receivingLeads}, false)` })
    .from(leads)
    .leftJoin(businesses, eq(businesses.businessId, leads.businessId))
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
      // A lead it has quoted or dismissed stays readable; an open one waits for the payment.
      if (row.lead.status === 'open' && !row.receivingLeads) throw paused();
      return { lead: toLeadMessage(row.lead, row.poster) };
    },
  };
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
