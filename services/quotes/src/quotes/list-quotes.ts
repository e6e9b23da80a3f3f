import type { quotesRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';
import { declineReasons, quoteStatuses, quotes } from '../schema.js';
import { toQuoteMessage } from './quote-message.js';

const jobQuotesRequest = z.object({ customerId: z.uuid(), jobId: z.uuid() });

/** The quotes still in play on the customer's own job, cheapest first (what it chooses from). */
export async function listJobQuotes(
  { db }: QuotesContext,
  raw: quotesRpc.ListJobQuotesRequest,
): Promise<quotesRpc.ListQuotesResponse> {
  const { customerId, jobId } = parseOrInvalid(jobQuotesRequest, raw);
  const rows = await db
    .select()
    .from(quotes)
    .where(
      and(eq(quotes.jobId, jobId), eq(quotes.customerId, customerId), inArray(quotes.status, ['pending', 'accepted'])),
    )
    .orderBy(asc(quotes.costPence), asc(quotes.createdAt));
  return { quotes: rows.map(toQuoteMessage) };
}

const businessQuotesRequest = z.object({
  businessId: z.uuid(),
  statuses: z.array(z.enum(quoteStatuses)).max(quoteStatuses.length),
  declineReason: z.union([z.literal(''), z.enum(declineReasons)]),
});

/** The business's quotes, newest first. */
export async function listBusinessQuotes(
  { db }: QuotesContext,
  raw: quotesRpc.ListBusinessQuotesRequest,
): Promise<quotesRpc.ListQuotesResponse> {
  const { businessId, statuses, declineReason } = parseOrInvalid(businessQuotesRequest, raw);
  const rows = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, businessId),
        statuses.length ? inArray(quotes.status, statuses) : undefined,
        declineReason ? eq(quotes.declineReason, declineReason) : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt))
    .limit(500);
  return { quotes: rows.map(toQuoteMessage) };
}

const countRequest = z.object({ customerId: z.uuid(), jobIds: z.array(z.uuid()).max(500) });

/** Pending quotes per job of the customer's (jobs without any are left out). */
export async function countPendingQuotes(
  { db }: QuotesContext,
  raw: quotesRpc.CountPendingQuotesRequest,
): Promise<quotesRpc.CountPendingQuotesResponse> {
  const { customerId, jobIds } = parseOrInvalid(countRequest, raw);
  if (jobIds.length === 0) return { counts: [] };
  const rows = await db
    .select({ jobId: quotes.jobId, pending: count() })
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), inArray(quotes.jobId, jobIds), eq(quotes.status, 'pending')))
    .groupBy(quotes.jobId);
  return { counts: rows };
}
