import { QuoteAccepted } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import type { JobsContext } from '../context.js';
import { jobs } from '../schema.js';
import { recordStatusChange } from './status-change.js';

/** What the jobs service does with the quotes service's decisions. */
export const quoteConsumers = ({ logger }: Pick<JobsContext, 'logger'>) => [
  // The quotes service decided which quote the customer accepted; the job starts with that
  // business and charge, if it is still active. If the customer cancelled it first, the job stays
  // cancelled, and the quotes service declines the accepted quote on JobCancelled
  // (docs/ARCHITECTURE.md, "Accepting a quote"). The conditional update is the whole decision.
  on(QuoteAccepted, async (quote, { tx, events }) => {
    const [started] = await tx
      .update(jobs)
      .set({
        status: 'in_progress',
        businessId: quote.businessId,
        quoteId: quote.quoteId,
        costPence: quote.costPence,
        currency: quote.currency,
        rateType: quote.rateType,
        acceptedAt: quote.acceptedAt,
      })
      .where(and(eq(jobs.id, quote.jobId), eq(jobs.status, 'active')))
      .returning();
    if (!started) {
      logger.info({ jobId: quote.jobId, quoteId: quote.quoteId }, 'accepted quote arrived for a job no longer active');
      return;
    }
    await recordStatusChange(events, started, 'active', quote.acceptedAt);
  }),
];
