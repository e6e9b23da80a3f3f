import { defineService } from '@localpros/kit';
import { jobSubscriptions } from './quotes/job-events.js';
import { listQuotedLeadIds } from './quotes/quoted-leads.js';
import { sendQuote } from './quotes/send-quote.js';
import { inbox, outbox } from './schema.js';

/** Quotes: the quotes businesses send on their leads. */
export const quotesService = defineService({
  name: 'quotes',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db, outbox: o }) => ({
    sendQuote: (r) => sendQuote(o, r),
    listQuotedLeadIds: (r) => listQuotedLeadIds(db, r),
  }),
  subscriptions: () => jobSubscriptions,
});
