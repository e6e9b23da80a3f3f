import {
  type matchingRpc,
  median,
  RESPONSE_TIME_MIN_LEADS,
  RESPONSE_TIME_WINDOW_DAYS,
  workingMinutesBetween,
} from '@localpros/contracts';
import { type Db, parseOrInvalid, type Tx } from '@localpros/kit';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { leads, places } from '../schema.js';

const DAY_MS = 86_400_000;

const request = z.object({
  businessIds: z.array(z.uuid('Each business id must be a uuid')).max(50, 'Ask for at most 50 businesses at once'),
});

/**
 * The businesses' answered leads received since `since`: when each was seen and first answered.
 * Released places are left out (below).
 */
export const answeredLeads = (db: Db | Tx, businessIds: string[], since: string) =>
  db
    .select({ businessId: places.businessId, visibleAt: leads.visibleAt, takenAt: places.takenAt })
    .from(places)
    .innerJoin(leads, eq(leads.id, places.leadId))
    .where(
      and(
        inArray(places.businessId, businessIds),
        isNull(places.releasedAt),
        // A response comes after its lead: this bound lets places_business_response_idx find the rows.
        gte(places.takenAt, since),
        gte(leads.visibleAt, since),
      ),
    );

/**
 * The response-time badge (docs/matching.md): per business, the median working minutes from a
 * lead's visibleAt (when the business could see it) to its place's takenAt (its first response:
 * interest or a quote; a message can only follow interest), over the leads it received in the last
 * 90 days and responded to. A released place is left out: the lead was reported as a bad one, so
 * it no longer counts, for the cap or for the badge (and a place taken again restarts its clock).
 * Fewer than 10 such leads: the business is left out (no badge).
 */
export async function getResponseTimes(
  { db }: MatchingContext,
  raw: matchingRpc.ResponseTimesRequest,
): Promise<matchingRpc.ResponseTimesResponse> {
  const businessIds = [...new Set(parseOrInvalid(request, raw).businessIds)];
  if (businessIds.length === 0) return { responseTimes: [] };
  const since = new Date(Date.now() - RESPONSE_TIME_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await answeredLeads(db, businessIds, since);
  const minutesByBusiness = new Map<string, number[]>();
  for (const row of rows) {
    const minutes = workingMinutesBetween(new Date(row.visibleAt), new Date(row.takenAt));
    const list = minutesByBusiness.get(row.businessId) ?? [];
    list.push(minutes);
    minutesByBusiness.set(row.businessId, list);
  }
  const responseTimes: matchingRpc.ResponseTime[] = [];
  for (const [businessId, minutes] of minutesByBusiness) {
    const middle = median(minutes);
    if (middle === null || minutes.length < RESPONSE_TIME_MIN_LEADS) continue;
    responseTimes.push({ businessId, medianMinutes: Math.round(middle), leadsCounted: minutes.length });
  }
  return { responseTimes };
}
