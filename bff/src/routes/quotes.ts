import { quoteInput, type quotesRpc, toPence } from '@localpros/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import type { LeadLists } from '../leads/lead-lists.js';
import { sessionOf } from '../plugins/auth.js';
import { createPeopleDirectory } from '../views/people-directory.js';
import {
  businessQuote,
  quoteResponse,
  sentQuote,
  toBusinessQuote,
  toQuoteResponse,
  toSentQuote,
} from '../views/quote-view.js';
import { responseTimesOf } from '../views/response-time.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** Anything but a uuid names nothing of the user's: answered as not found. */
const quoteOrJobId = (notFound: string) => z.object({ id: z.uuid(notFound) });

/**
 * A business quotes its leads and follows its quotes; a customer reads the quotes on its job and
 * accepts one (docs/api/jobs-and-leads.md, docs/api/quotes-to-reviews.md).
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; leadLists: LeadLists }> = async (
  app,
  { clients, leadLists },
) => {
  const { jobs, matching, quotes } = clients;
  const people = createPeopleDirectory(clients);

  app.post(
    '/quote',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: 'the lead belongs to the business (matching answers 404 otherwise)',
          impersonation: 'refused',
        },
      },
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
      // A quote is a response: matching takes the business's place on the job first (one transaction
      // there; 409 when every place is taken or the customer closed the job), and answers NOT_FOUND
      // (404 "Lead not found") for another business's lead.
      const { lead } = await matching.takeLeadPlace({ businessId, leadId: input.leadId });
      if (!lead) throw new Error('matching answered without a lead');
      const { quote } = await quotes.sendQuote({
        businessId,
        leadId: lead.id,
        jobId: lead.jobId,
        customerId: lead.customerId,
        costPence: toPence(input.cost),
        currency: input.currency,
        rateType: input.rate_type,
        comments: input.comments,
        serviceId: lead.serviceId,
        location: lead.location,
      });
      if (!quote) throw new Error('quotes answered without a quote');
      // The quoted lead leaves the list at once (matching hears of the quote a moment later).
      leadLists.forget([businessId]);
      return reply.code(201).send({ quote: toSentQuote(quote) });
    },
  );

  /** The customer's view of quotes: each with its business's name, logo, rating and response time. */
  async function asResponses(found: quotesRpc.Quote[], log: FastifyBaseLogger) {
    const businessIds = found.map((q) => q.businessId);
    const [contacts, ratings, responseTimes] = await Promise.all([
      people.contacts(businessIds),
      people.ratings(businessIds),
      responseTimesOf(matching, businessIds, log),
    ]);
    return found.map((quote) => toQuoteResponse(quote, contacts, ratings, responseTimes));
  }

  app.get(
    '/job/:id/responses',
    {
      config: { access: { roles: ['customer'], ownership: "the job is the customer's (404 otherwise)" } },
      schema: {
        tags: ['quotes'],
        summary: 'The quotes on your job that you can still accept (and the accepted one), cheapest first',
        params: quoteOrJobId('Job not found'),
        response: { 200: z.object({ responses: z.array(quoteResponse) }), ...errors },
      },
    },
    async (request) => {
      const customerId = sessionOf(request).user.id;
      const { quotes: found } = await quotes.listJobQuotes({ customerId, jobId: request.params.id });
      if (found.length === 0) {
        // An empty list for its own job; another customer's job is not found (no existence leak).
        const { jobs: own } = await jobs.getJobs({ jobIds: [request.params.id] });
        if (own[0]?.customerId !== customerId) throw new HttpError(404, 'Job not found');
      }
      return { responses: await asResponses(found, request.log) };
    },
  );

  app.post(
    '/quote/:id/accept',
    {
      config: {
        access: {
          roles: ['customer'],
          ownership: "the quote is on the customer's job (quotes answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['quotes'],
        summary: 'Accept a quote on your job (cannot be undone): the job starts with that business',
        params: quoteOrJobId('Quote not found'),
        response: { 200: z.object({ quote: quoteResponse, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { quote } = await quotes.acceptQuote({
        customerId: sessionOf(request).user.id,
        quoteId: request.params.id,
      });
      if (!quote) throw new Error('quotes answered without a quote');
      const [response] = await asResponses([quote], request.log);
      return { quote: response as z.infer<typeof quoteResponse>, message: 'Quote accepted' };
    },
  );

  /** The business's view of quotes: each with its job and the customer's short name. */
  async function asBusinessQuotes(found: quotesRpc.Quote[]) {
    const [{ jobs: quotedJobs }, contacts] = await Promise.all([
      found.length ? jobs.getJobs({ jobIds: [...new Set(found.map((q) => q.jobId))] }) : { jobs: [] },
      people.contacts(found.map((q) => q.customerId)),
    ]);
    const jobsById = new Map(quotedJobs.map((job) => [job.id, job]));
    return found.map((quote) => toBusinessQuote(quote, jobsById.get(quote.jobId), contacts));
  }

  app.post(
    '/quote/:id/cancel',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: "the quote is the business's (quotes answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['quotes'],
        summary: 'Withdraw your pending quote',
        params: quoteOrJobId('Quote not found'),
        response: { 200: z.object({ quote: businessQuote, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { quote } = await quotes.cancelQuote({
        businessId: sessionOf(request).user.id,
        quoteId: request.params.id,
      });
      if (!quote) throw new Error('quotes answered without a quote');
      const [view] = await asBusinessQuotes([quote]);
      return { quote: view as z.infer<typeof businessQuote>, message: 'Quote cancelled' };
    },
  );

  app.get(
    '/quotes',
    {
      config: { access: { roles: ['business'], ownership: "the session business's quotes" } },
      schema: {
        tags: ['quotes'],
        summary: 'Your quotes in every state, newest first',
        response: { 200: z.object({ quotes: z.array(businessQuote) }), ...errors },
      },
    },
    async (request) => {
      const { quotes: found } = await quotes.listBusinessQuotes({
        businessId: sessionOf(request).user.id,
        statuses: [],
        declineReason: '',
      });
      return { quotes: await asBusinessQuotes(found) };
    },
  );
};
