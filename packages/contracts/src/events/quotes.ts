import { z } from 'zod';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });
const rateType = z.enum(['hourly', 'daily', 'flat']);

/** Who a quote belongs to: every quote event carries it, so no consumer has to look it up. */
const quoteRef = {
  quoteId: z.uuid(),
  leadId: z.uuid(),
  jobId: z.uuid(),
  businessId: z.uuid(),
  customerId: z.uuid(),
};

/** A business sent a quote on its lead. Money in pence, so no float ever rounds a price. */
export const QuoteSent = defineEvent(
  'QuoteSent',
  1,
  z.object({
    ...quoteRef,
    costPence: z.number().int().positive(),
    currency: z.literal('GBP'),
    rateType,
    comments: z.string(),
    sentAt: at,
  }),
);

/**
 * The customer accepted this quote: the quotes service decided it is the job's one accepted quote.
 * The jobs service moves the job to in_progress with this business and charge, unless the job was
 * cancelled first, in which case JobCancelled declines this quote too (docs/ARCHITECTURE.md).
 */
export const QuoteAccepted = defineEvent(
  'QuoteAccepted',
  1,
  z.object({
    ...quoteRef,
    costPence: z.number().int().positive(),
    currency: z.literal('GBP'),
    rateType,
    acceptedAt: at,
  }),
);

/** The quote will not be taken: another quote on the job was accepted, or the job was cancelled. */
export const QuoteDeclined = defineEvent(
  'QuoteDeclined',
  1,
  z.object({
    ...quoteRef,
    reason: z.enum(['another_quote_accepted', 'job_cancelled']),
    declinedAt: at,
  }),
);

/** The business withdrew its pending quote. */
export const QuoteCancelled = defineEvent('QuoteCancelled', 1, z.object({ ...quoteRef, cancelledAt: at }));
