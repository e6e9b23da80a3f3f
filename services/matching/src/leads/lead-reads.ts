import { leadReceivingStatuses, type matchingRpc } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { businesses, customers, jobPlaces, leads, places } from '../schema.js';
import { listCardJson } from './lead-message.js';

/**
 * Leads follow the money: a business whose subscription receives no leads (never paid, lapsed,
 * cancelled) has its open leads withdrawn, and they come back as they were once it pays again.
 * Matching's copy of the subscription (billing's Subscription* events) decides.
 */
export const receivingLeads = inArray(businesses.subscriptionStatus, [...leadReceivingStatuses]);

/** The lead with its poster as matching knows them (a left join: null when not known yet). */
export const cardColumns = {
  lead: leads,
  poster: { firstName: customers.firstName, lastName: customers.lastName, mobileNumber: customers.mobileNumber },
};

/** The lead's job's places, and the place its business holds (released ones do not count). */
const placesJoin = eq(jobPlaces.jobId, leads.jobId);
const heldPlaceJoin = and(eq(places.leadId, leads.id), isNull(places.releasedAt));
/** A Standard business receives a lead when a Premium one's head start is over. */
const received = lte(leads.visibleAt, sql`now()`);

/**
 * The reads behind the leads list and a lead's page, prepared once per database (the context's
 * leadReads): the list is the busiest query a business makes, and building its SQL again on every
 * call cost more than running it.
 */
export function prepareLeadReads(db: Db) {
  // The business's open leads, newest first (an index range on (business, created) for open leads),
  // as one JSON array built by PostgreSQL in the shape of the Lead message (listCardJson): mapping a
  // long list row by row and column by column cost this process more than anything else on the read.
  const open = db
    .select({ card: listCardJson.as('card'), createdAt: leads.createdAt })
    .from(leads)
    .innerJoin(businesses, and(eq(businesses.businessId, leads.businessId), receivingLeads))
    .leftJoin(customers, eq(customers.customerId, leads.customerId))
    .leftJoin(jobPlaces, placesJoin)
    .leftJoin(places, heldPlaceJoin)
    .where(and(eq(leads.businessId, sql.placeholder('businessId')), eq(leads.status, 'open'), received))
    .orderBy(desc(leads.createdAt))
    .limit(500)
    .as('open');
  const openLeads = db
    .select({ cards: sql<matchingRpc.Lead[] | null>`json_agg(${open.card} order by ${open.createdAt} desc)` })
    .from(open)
    .prepare('matching_open_leads');
  // One of the business's own leads in any state; another business's lead does not exist for it.
  const ownLead = db
    .select({
      ...cardColumns,
      receivingLeads: sql<boolean>`coalesce(${receivingLeads}, false)`,
      places: {
        taken: sql<number>`coalesce(${jobPlaces.taken}, 0)`.mapWith(Number),
        cap: sql<number>`coalesce(${jobPlaces.cap}, 0)`.mapWith(Number),
        hasPlace: sql<boolean>`${places.leadId} is not null`,
      },
    })
    .from(leads)
    .leftJoin(businesses, eq(businesses.businessId, leads.businessId))
    .leftJoin(customers, eq(customers.customerId, leads.customerId))
    .leftJoin(jobPlaces, placesJoin)
    .leftJoin(places, heldPlaceJoin)
    .where(and(eq(leads.id, sql.placeholder('leadId')), eq(leads.businessId, sql.placeholder('businessId')), received))
    .prepare('matching_own_lead');
  return { openLeads, ownLead };
}

export type LeadReads = ReturnType<typeof prepareLeadReads>;
