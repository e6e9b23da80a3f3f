import type { adminRpc } from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import type { AdminContext } from '../context.js';
import { rows } from './paging.js';

/** Days and months are the UK's (a job posted at 00:30 BST belongs to that day). */
const ZONE = 'Europe/London';
export const CHART_DAYS = 30;

/**
 * Growth of a total against the previous calendar month: how much the total grew since the
 * month began, as a whole percentage of what it was then (100 when it was 0 and now is not).
 */
export function growth(now: number, atMonthStart: number): number {
  if (atMonthStart === 0) return now > 0 ? 100 : 0;
  return Math.round(((now - atMonthStart) / atMonthStart) * 100);
}

interface Totals {
  businesses: number;
  businesses_then: number;
  customers: number;
  customers_then: number;
  posted: number;
  posted_then: number;
  completed: number;
  completed_then: number;
}

interface BillingTotals {
  active_subscriptions: number;
  revenue_pence: number;
}

interface DayRow {
  date: string;
  posted: number;
  quoted: number;
  median_minutes: number | null;
  leads: number;
}

/** The dashboard's cards (four totals, active subscriptions, revenue this month) and its charts, all from the read models. */
export async function getDashboard({ db }: AdminContext): Promise<adminRpc.Dashboard> {
  const monthStart = sql`(date_trunc('month', now() at time zone ${ZONE}) at time zone ${ZONE})`;
  const [totals] = await rows<Totals>(
    db,
    sql`
      with m as (select ${monthStart} as start)
      select
        count(*) filter (where a.user_type = 'business' and a.deleted_at is null)::int as businesses,
        count(*) filter (where a.user_type = 'business' and a.registered_at < m.start
          and (a.deleted_at is null or a.deleted_at >= m.start))::int as businesses_then,
        count(*) filter (where a.user_type = 'customer' and a.deleted_at is null)::int as customers,
        count(*) filter (where a.user_type = 'customer' and a.registered_at < m.start
          and (a.deleted_at is null or a.deleted_at >= m.start))::int as customers_then,
        (select count(*) from admin.jobs j where j.posted_at is not null and j.deleted_at is null)::int as posted,
        (select count(*) from admin.jobs j where j.posted_at < m.start
          and (j.deleted_at is null or j.deleted_at >= m.start))::int as posted_then,
        (select count(*) from admin.jobs j where j.status = 'finished' and j.deleted_at is null)::int as completed,
        (select count(*) from admin.jobs j where j.status = 'finished' and j.completed_at < m.start
          and (j.deleted_at is null or j.deleted_at >= m.start))::int as completed_then
      from m left join admin.accounts a on a.user_type in ('business', 'customer') and a.registered_at is not null
      group by m.start`,
  );
  // Leads go to active and past-due subscriptions (leadReceivingStatuses); revenue is what settled this UK month.
  const [billing] = await rows<BillingTotals>(
    db,
    sql`
      select
        (select count(*) from admin.subscriptions s left join admin.accounts a on a.user_id = s.business_id
          where s.status in ('active', 'past_due') and a.deleted_at is null)::int as active_subscriptions,
        (select coalesce(sum(p.amount_pence), 0) from admin.payments p where p.paid_at >= ${monthStart})::int
          as revenue_pence`,
  );
  const days = await rows<DayRow>(
    db,
    sql`
      with days as (
        select to_char(d, 'YYYY-MM-DD') as date
        from generate_series(
          (now() at time zone ${ZONE})::date - ${CHART_DAYS - 1}::int,
          (now() at time zone ${ZONE})::date,
          interval '1 day') d
      ),
      posted as (
        select j.job_id, to_char(j.posted_at at time zone ${ZONE}, 'YYYY-MM-DD') as date,
          extract(epoch from (select min(q.sent_at) from admin.quotes q where q.job_id = j.job_id) - j.posted_at) / 60
            as minutes_to_quote,
          (select coalesce(sum(cardinality(l.business_ids)), 0) from admin.lead_batches l where l.job_id = j.job_id) as leads
        from admin.jobs j
        where j.posted_at >= ((now() at time zone ${ZONE})::date - ${CHART_DAYS}::int)::timestamp at time zone ${ZONE}
          and j.deleted_at is null
      )
      select days.date,
        count(p.job_id)::int as posted,
        count(p.minutes_to_quote)::int as quoted,
        percentile_cont(0.5) within group (order by p.minutes_to_quote) as median_minutes,
        coalesce(sum(p.leads), 0)::int as leads
      from days left join posted p on p.date = days.date
      group by days.date
      order by days.date`,
  );
  const t = totals ?? {
    businesses: 0,
    businesses_then: 0,
    customers: 0,
    customers_then: 0,
    posted: 0,
    posted_then: 0,
    completed: 0,
    completed_then: 0,
  };
  const card = (now: number, then: number) => ({ value: now, growth: growth(now, then) });
  return {
    totalBusinesses: card(t.businesses, t.businesses_then),
    totalCustomers: card(t.customers, t.customers_then),
    totalJobsPosted: card(t.posted, t.posted_then),
    totalJobsCompleted: card(t.completed, t.completed_then),
    activeSubscriptions: billing?.active_subscriptions ?? 0,
    revenueThisMonthPence: billing?.revenue_pence ?? 0,
    jobsPostedPerDay: days.map((d) => ({ date: d.date, count: d.posted })),
    quotedShare: days.map((d) => ({ date: d.date, share: d.posted === 0 ? 0 : d.quoted / d.posted })),
    medianMinutesToFirstQuote: days.map((d) => ({
      date: d.date,
      minutes: d.median_minutes === null ? undefined : Math.round(Number(d.median_minutes) * 10) / 10,
    })),
    leadsPerJob: days.map((d) => ({
      date: d.date,
      average: d.posted === 0 ? 0 : Math.round((d.leads / d.posted) * 100) / 100,
    })),
  };
}
