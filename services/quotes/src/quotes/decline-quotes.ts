import { QuoteDeclined } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type declineReasons, quotes } from '../schema.js';
import { quoteRef } from './quote-message.js';

/**
 * Declines the job's quotes that are still in play (pending, and for a cancelled job the accepted
 * one too), except `keep`, and tells their businesses. Runs under the job's lock.
 */
export async function declineJobQuotes(
  tx: Tx,
  events: EventRecorder,
  input: { jobId: string; reason: (typeof declineReasons)[number]; at: string; keep?: string },
): Promise<void> {
  const inPlay = input.reason === 'job_cancelled' ? (['pending', 'accepted'] as const) : (['pending'] as const);
  const declined = await tx
    .update(quotes)
    .set({ status: 'declined', declineReason: input.reason, statusChangedAt: input.at })
    .where(
      and(
        eq(quotes.jobId, input.jobId),
        inArray(quotes.status, [...inPlay]),
        input.keep ? ne(quotes.id, input.keep) : undefined,
      ),
    )
    .returning();
  await events.recordMany(
    QuoteDeclined,
    declined.map((row) => ({ ...quoteRef(row), reason: input.reason, declinedAt: input.at })),
  );
}
