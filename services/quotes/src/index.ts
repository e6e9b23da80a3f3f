import { defineService } from '@localpros/kit';
import { quotesContext } from './context.js';
import { getQuoteInsights } from './insights/quote-insights.js';
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
  context: quotesContext,
  handlers: {
    sendQuote,
    listQuotedLeadIds,
    acceptQuote,
    cancelQuote,
    listJobQuotes,
    listBusinessQuotes,
    countPendingQuotes,
    getQuoteInsights,
  },
  consumers: [jobConsumers],
});
