import type { jobsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs } from '../schema.js';

/** Fewer accepted quotes than this and a unit's prices are not shown: too few to be typical, and
 * one or two could be traced to a job. */
export const MIN_QUOTES_FOR_PRICES = 5;

const pricesRequest = z.object({ serviceId: z.uuid() });

const percentile = (fraction: number) =>
  sql<string>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${jobs.costPence})`;

/**
 * Median and interquartile range of the prices customers accepted for a service, per pricing unit
 * (hourly, daily, flat). Only aggregates leave: never a single quote's price.
 */
export async function getServicePrices(
  { db }: JobsContext,
  raw: jobsRpc.GetServicePricesRequest,
): Promise<jobsRpc.GetServicePricesResponse> {
  const { serviceId } = parseOrInvalid(pricesRequest, raw);
  const rows = await db
    .select({
      rateType: jobs.rateType,
      quotesCount: count(),
      median: percentile(0.5),
      lower: percentile(0.25),
      upper: percentile(0.75),
    })
    .from(jobs)
    // A job has a price once a quote was accepted; an admin's deleted job is out of every figure.
    .where(
      and(
        eq(jobs.serviceId, serviceId),
        isNotNull(jobs.costPence),
        isNotNull(jobs.rateType),
        sql`${jobs.deletedAt} is null`,
      ),
    )
    .groupBy(jobs.rateType)
    .having(sql`count(*) >= ${MIN_QUOTES_FOR_PRICES}`)
    .orderBy(jobs.rateType);
  return {
    prices: rows.map((row) => ({
      rateType: row.rateType ?? '',
      quotesCount: row.quotesCount,
      medianPence: Math.round(Number(row.median)),
      lowerQuartilePence: Math.round(Number(row.lower)),
      upperQuartilePence: Math.round(Number(row.upper)),
    })),
    minQuotes: MIN_QUOTES_FOR_PRICES,
  };
}
