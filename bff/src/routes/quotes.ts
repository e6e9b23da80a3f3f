import { quoteInput, type quotesRpc, toPence } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { sessionOf } from '../plugins/auth.js';

const sentQuote = z.object({
  id: z.string(),
  leadId: z.string(),
  jobId: z.string(),
  /** Pounds, as the business typed them. */
  cost: z.number(),
  currency: z.string(),
  rate_type: z.string(),
  comments: z.string(),
  createdAt: z.string(),
});

const toSentQuote = (quote: quotesRpc.Quote): z.infer<typeof sentQuote> => ({
  id: quote.id,
  leadId: quote.leadId,
  jobId: quote.jobId,
  cost: quote.costPence / 100,
  currency: quote.currency,
  rate_type: quote.rateType,
  comments: quote.comments,
  createdAt: quote.createdAt,
});

/** A business quotes one of its own leads, once, while the job is active (docs/api/jobs-and-leads.md). */
export const quoteRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { matching, quotes } = clients;

  app.post(
    '/quote',
    {
      onRequest: app.requireRole('business'),
      schema: {
        tags: ['quotes'],
        summary: 'Send a quote on a lead',
        body: quoteInput,
        response: {
          201: z.object({ quote: sentQuote }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const businessId = sessionOf(request).user.id;
      const input = request.body;
      // Ownership: matching answers NOT_FOUND (404 "Lead not found") for another business's lead.
      const { lead } = await matching.getLead({ businessId, leadId: input.leadId });
      if (!lead) throw new Error('matching answered without a lead');
      if (lead.status === 'dismissed') {
        if (lead.dismissedReason === 'job_cancelled') throw new HttpError(409, 'This job is no longer active');
        // The business removed it itself: it is gone from its point of view.
        throw new HttpError(404, 'Lead not found');
      }
      const { quote } = await quotes.sendQuote({
        businessId,
        leadId: lead.id,
        jobId: lead.jobId,
        customerId: lead.customerId,
        costPence: toPence(input.cost),
        currency: input.currency,
        rateType: input.rate_type,
        comments: input.comments,
      });
      if (!quote) throw new Error('quotes answered without a quote');
      return reply.code(201).send({ quote: toSentQuote(quote) });
    },
  );
};
