import { defineService } from '@localpros/kit';
import { acceptQuote } from './quotes/accept-quote.js';
import { cancelQuote } from './quotes/cancel-quote.js';
import { jobConsumers } from './quotes/job-events.js';
import { countPendingQuotes, listBusinessQuotes, listJobQuotes } from './quotes/list-quotes.js';
import { listQuotedLeadIds } from './quotes/quoted-leads.js';
import { sendQuote } from './quotes/send-quote.js';
import { inbox, outbox } from './schema.js';

/** Quotes: the quotes businesses send on their leads, and which one a customer accepts. */
export const quotesService = defineService({
  name: 'quotes',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db, outbox: o }) => ({
    sendQuote: (r) => sendQuote(o, r),
    listQuotedLeadIds: (r) => listQuotedLeadIds(db, r),
    acceptQuote: (r) => acceptQuote(o, r),
    cancelQuote: (r) => cancelQuote(o, r),
    listJobQuotes: (r) => listJobQuotes(db, r),
    listBusinessQuotes: (r) => listBusinessQuotes(db, r),
    countPendingQuotes: (r) => countPendingQuotes(db, r),
  }),
  consumers: () => jobConsumers,
});
