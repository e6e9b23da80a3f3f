import { insightsWindowStart, LOCAL_MEDIAN_MIN_BUSINESSES, type quotesRpc, UK_TIME_ZONE } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';

const request = z.object({ businessId: z.uuid('Business id must be a uuid') });

/** At most this many service and rate type pairs are compared: the business's most quoted. */
const MAX_COMPARISONS = 10;

/**
 * One statement: the business's quotes of the window by UK month of sending (quotes_business_created_idx),
 * and per service and rate type it quoted, its median beside the other businesses' median on jobs
 * in the same postcode areas over the same window (quotes_local_idx). Rate types are not mixed: an
 * hourly rate says nothing about a flat price.
 */
export const quoteInsightsQuery = (businessId: string, since: string) => sql`
  with own as (
    select created_at, status, cost_pence, service_id, rate_type, postcode_area
    from quotes.quotes
    where business_id = ${businessId} and created_at >= ${since}
  ), months as (
    select to_char(created_at at time zone ${UK_TIME_ZONE}, 'YYYY-MM') as month,
      count(*)::int as quoted,
      count(*) filter (where status = 'accepted')::int as won
    from own group by 1
  ), mine as (
    select service_id, rate_type, count(*)::int as quotes,
      percentile_cont(0.5) within group (order by cost_pence::float8) as median_pence,
      array_agg(distinct postcode_area) as areas
    from own where service_id is not null
    group by 1, 2
    order by 3 desc, 1, 2
    limit ${MAX_COMPARISONS}
  ), local as (
    -- Per pair, by quotes_local_idx (a lateral scan each: a hash join would read the whole window).
    select m.service_id, m.rate_type, l.local_businesses, l.local_median_pence
    from mine m
    cross join lateral (
      select count(distinct q.business_id)::int as local_businesses,
        percentile_cont(0.5) within group (order by q.cost_pence::float8) as local_median_pence
      from quotes.quotes q
      where q.service_id = m.service_id and q.rate_type = m.rate_type and q.postcode_area = any(m.areas)
        and q.created_at >= ${since} and q.business_id <> ${businessId}
    ) l
  )
  select
    (select coalesce(json_agg(months order by month), '[]') from months) as months,
    (select coalesce(json_agg(json_build_object(
        'serviceId', m.service_id, 'rateType', m.rate_type, 'quotes', m.quotes,
        'medianPence', m.median_pence, 'localBusinesses', coalesce(l.local_businesses, 0),
        'localMedianPence', l.local_median_pence
      ) order by m.quotes desc, m.service_id, m.rate_type), '[]')
      from mine m left join local l on l.service_id = m.service_id and l.rate_type = m.rate_type) as comparisons`;

interface QuoteInsightsRow {
  months: quotesRpc.QuoteMonth[];
  comparisons: (Omit<quotesRpc.LocalQuoteComparison, 'localMedianPence'> & { localMedianPence: number | null })[];
}

/**
 * The business's quotes and wins by month (won: the customer accepted the quote, which awards the
 * job), and its median quote against the local one, shown only when at least 5 other businesses'
 * quotes make that up.
 */
export async function getQuoteInsights(
  { db }: QuotesContext,
  raw: quotesRpc.QuoteInsightsRequest,
): Promise<quotesRpc.QuoteInsightsResponse> {
  const { businessId } = parseOrInvalid(request, raw);
  const since = insightsWindowStart(new Date()).toISOString();
  const result = (await db.execute(quoteInsightsQuery(businessId, since))) as unknown as { rows: QuoteInsightsRow[] };
  const row = result.rows[0];
  return {
    months: row?.months ?? [],
    comparisons: (row?.comparisons ?? []).map((c) => ({
      ...c,
      medianPence: Math.round(c.medianPence),
      localMedianPence:
        c.localBusinesses >= LOCAL_MEDIAN_MIN_BUSINESSES && c.localMedianPence !== null
          ? Math.round(c.localMedianPence)
          : undefined,
    })),
  };
}
