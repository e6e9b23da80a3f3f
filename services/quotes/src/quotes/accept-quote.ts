import { QuoteAccepted, type quotesRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';
import { cancelledJobs, quotes } from '../schema.js';
import { declineJobQuotes } from './decline-quotes.js';
import { lockJobQuotes } from './job-lock.js';
import { quoteRef, toQuoteMessage } from './quote-message.js';

const request = z.object({ customerId: z.uuid(), quoteId: z.uuid() });

/**
 * The customer accepts a quote on its own job. This service decides which quote is the job's one
 * accepted quote: under the job's lock, so two accepts (or an accept and the business cancelling
 * the quote) cannot both win. The jobs service then starts the job from QuoteAccepted.
 */
export async function acceptQuote(
  { outbox }: QuotesContext,
  raw: quotesRpc.AcceptQuoteRequest,
): Promise<quotesRpc.QuoteResponse> {
  const { customerId, quoteId } = parseOrInvalid(request, raw);
  return outbox.transaction(async (tx, events) => {
    const [owned] = await tx
      .select({ jobId: quotes.jobId })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.customerId, customerId)));
    if (!owned) throw RpcError.notFound('Quote not found');
    await lockJobQuotes(tx, owned.jobId);

    // Read after the lock: what the previous holder committed is visible now.
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!quote) throw new Error('a locked quote vanished');
    // Accepting twice (a double click, a retried request) is the same accept.
    if (quote.status === 'accepted') return { quote: toQuoteMessage(quote) };
    const [cancelled] = await tx.select().from(cancelledJobs).where(eq(cancelledJobs.jobId, quote.jobId));
    if (cancelled || quote.declineReason === 'job_cancelled') {
      throw RpcError.failedPrecondition('This job is no longer active');
    }
    if (quote.status === 'declined')
      throw RpcError.failedPrecondition('A quote has already been accepted for this job');
    if (quote.status === 'cancelled')
      throw RpcError.failedPrecondition('This quote has been withdrawn by the business');

    const at = new Date().toISOString();
    const [accepted] = await tx
      .update(quotes)
      .set({ status: 'accepted', statusChangedAt: at })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'pending')))
      .returning();
    if (!accepted) throw new Error('the locked quote changed inside its transaction');
    await events.record(QuoteAccepted, {
      ...quoteRef(accepted),
      costPence: accepted.costPence,
      currency: 'GBP',
      rateType: accepted.rateType,
      acceptedAt: at,
    });
    await declineJobQuotes(tx, events, {
      jobId: accepted.jobId,
      reason: 'another_quote_accepted',
      at,
      keep: accepted.id,
    });
    return { quote: toQuoteMessage(accepted) };
  });
}
