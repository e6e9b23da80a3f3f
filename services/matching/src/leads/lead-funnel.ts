import {
  insightsWindowStart,
  type matchingRpc,
  median,
  UK_TIME_ZONE,
  workingMinutesBetween,
} from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';

const request = z.object({ businessId: z.uuid('Business id must be a uuid') });

/**
 * One row per UK month: the leads that became visible to the business then (when it received
 * them), those it marked interest in, and the (seen, answered) times of those it answered, as the
 * badge counts them: a place taken and not released (leads/response-times.ts). Read by
 * leads_business_visible_idx and places_business_response_idx, so a business with thousands of
 * leads reads only its own 12 months.
 */
export const leadMonths = (businessId: string, since: string) => sql`
  select to_char(l.visible_at at time zone ${UK_TIME_ZONE}, 'YYYY-MM') as month,
    count(*)::int as received,
    count(*) filter (where l.is_interested)::int as interested,
    coalesce(array_agg(extract(epoch from l.visible_at)::float8 order by l.id) filter (where p.lead_id is not null), '{}') as seen,
    coalesce(array_agg(extract(epoch from p.taken_at)::float8 order by l.id) filter (where p.lead_id is not null), '{}') as answered
  from matching.leads l
  -- A place is its lead's business's and comes after the lead: these bounds let the places side be
  -- read by places_business_response_idx too, not scanned whole.
  left join matching.places p on p.lead_id = l.id and p.released_at is null
    and p.business_id = ${businessId} and p.taken_at >= ${since}
  where l.business_id = ${businessId} and l.visible_at >= ${since} and l.visible_at <= now()
  group by 1
  order by 1`;

interface LeadMonthRow {
  month: string;
  received: number;
  interested: number;
  seen: number[];
  answered: number[];
}

/** The business's lead funnel by month over the insights' 12 months, with its median response time. */
export async function getLeadFunnel(
  { db }: MatchingContext,
  raw: matchingRpc.LeadFunnelRequest,
): Promise<matchingRpc.LeadFunnelResponse> {
  const { businessId } = parseOrInvalid(request, raw);
  const since = insightsWindowStart(new Date()).toISOString();
  const result = (await db.execute(leadMonths(businessId, since))) as unknown as { rows: LeadMonthRow[] };
  return {
    months: result.rows.map((row) => {
      const minutes = row.seen.map((seen, i) =>
        workingMinutesBetween(new Date(seen * 1000), new Date((row.answered[i] ?? seen) * 1000)),
      );
      const middle = median(minutes);
      return {
        month: row.month,
        received: row.received,
        interested: row.interested,
        answered: minutes.length,
        medianResponseMinutes: middle === null ? undefined : Math.round(middle),
      };
    }),
  };
}
