import { QuoteCancelled, type quotesRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { QuotesContext } from '../context.js';
import { quotes } from '../schema.js';
import { lockJobQuotes } from './job-lock.js';
import { quoteRef, toQuoteMessage } from './quote-message.js';

const request = z.object({ businessId: z.uuid(), quoteId: z.uuid() });

/**
 * The business withdraws its pending quote. Under the job's lock, so it either happens before an
 * accept (which then finds it withdrawn) or after (and finds it no longer pending).
 */
export async function cancelQuote(
  { outbox }: QuotesContext,
  raw: quotesRpc.CancelQuoteRequest,
): Promise<quotesRpc.QuoteResponse> {
  const { businessId, quoteId } = parseOrInvalid(request, raw);
  return outbox.transaction(async (tx, events) => {
    const [owned] = await tx
      .select({ jobId: quotes.jobId })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId)));
    if (!owned) throw RpcError.notFound('Quote not found');
    await lockJobQuotes(tx, owned.jobId);
    const at = new Date().toISOString();
    const [cancelled] = await tx
      .update(quotes)
      .set({ status: 'cancelled', statusChangedAt: at })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'pending')))
      .returning();
    if (!cancelled) throw RpcError.failedPrecondition('Only a pending quote can be cancelled');
    await events.record(QuoteCancelled, { ...quoteRef(cancelled), cancelledAt: at });
    return { quote: toQuoteMessage(cancelled) };
  });
}
