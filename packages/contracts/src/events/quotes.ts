import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A business sent a quote on its lead. Money in pence, so no float ever rounds a price. */
export const QuoteSent = defineEvent(
  'QuoteSent',
  1,
  z.object({
    quoteId: z.uuid(),
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    customerId: z.uuid(),
    costPence: z.number().int().positive(),
    currency: z.literal('GBP'),
    rateType: z.enum(['hourly', 'daily', 'flat']),
    comments: z.string(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);
