import { randomUUID } from 'node:crypto';
import { postcodeArea, QuoteSent, type quotesRpc, rateTypes } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';
import { cancelledJobs, quotes } from '../schema.js';
import { lockJobQuotes } from './job-lock.js';
import { quoteRef, toQuoteMessage } from './quote-message.js';

const sendQuoteRequest = z.object({
  businessId: z.uuid(),
  leadId: z.uuid(),
  jobId: z.uuid(),
  customerId: z.uuid(),
  costPence: z.coerce.number().int().positive().max(100_000_000),
  currency: z.literal('GBP'),
  rateType: z.enum(rateTypes),
  comments: z.string().max(2000),
  // Kept for insights' local median; empty from a caller that does not know them.
  serviceId: z.union([z.uuid(), z.literal('')]).transform((id) => id || null),
  location: z
    .string()
    .max(20)
    .transform((location) => postcodeArea(location) || null),
});

/** Sends the quote and announces it, once per lead, only while the job is active. */
export async function sendQuote(
  { outbox }: QuotesContext,
  raw: quotesRpc.SendQuoteRequest,
): Promise<quotesRpc.QuoteResponse> {
  const { location, ...input } = parseOrInvalid(sendQuoteRequest, raw);
  return outbox.transaction(async (tx, events) => {
    await lockJobQuotes(tx, input.jobId);
    // Matching refuses first (the BFF asks it); this covers a JobCancelled or an accept it has not
    // seen yet. Under the job's lock, so no quote slips in beside an accept being decided.
    const [cancelled] = await tx.select().from(cancelledJobs).where(eq(cancelledJobs.jobId, input.jobId));
    const [taken] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.jobId, input.jobId), eq(quotes.status, 'accepted')));
    if (cancelled || taken) throw RpcError.failedPrecondition('This job is no longer active');
    // The unique lead_id decides between two concurrent sends: no check-then-insert race.
    const [row] = await tx
      .insert(quotes)
      .values({ id: randomUUID(), ...input, postcodeArea: location })
      .onConflictDoNothing({ target: quotes.leadId })
      .returning();
    if (!row) throw RpcError.alreadyExists('You have already quoted for this job');
    await events.record(QuoteSent, {
      ...quoteRef(row),
      costPence: row.costPence,
      currency: 'GBP',
      rateType: row.rateType,
      comments: row.comments,
      sentAt: new Date(row.createdAt).toISOString(),
    });
    return { quote: toQuoteMessage(row) };
  });
}
