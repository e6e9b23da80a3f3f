import type { jobsRpc, quotesRpc } from '@localpros/contracts';
import { z } from 'zod';
import { businessCard, type Contacts, type Ratings, shortName } from './people-directory.js';
import { type ResponseTimes, responseTime } from './response-time.js';

/** What every view of a quote carries: money in pounds (as the business typed them) and GBP. */
export const sentQuote = z.object({
  id: z.string(),
  leadId: z.string(),
  jobId: z.string(),
  cost: z.number(),
  currency: z.string(),
  rate_type: z.string(),
  comments: z.string(),
  createdAt: z.string(),
});

export const toSentQuote = (quote: quotesRpc.Quote): z.infer<typeof sentQuote> => ({
  id: quote.id,
  leadId: quote.leadId,
  jobId: quote.jobId,
  cost: quote.costPence / 100,
  currency: quote.currency,
  rate_type: quote.rateType,
  comments: quote.comments,
  createdAt: quote.createdAt,
});

/** A quote as the customer reads it among the job's responses (docs/api/quotes-to-reviews.md). */
export const quoteResponse = sentQuote.omit({ leadId: true }).extend({
  status: z.string(),
  business: z.object({
    id: z.string(),
    userName: z.string(),
    logo: z.string().nullable(),
    reviewsCount: z.number(),
    rating: z.number().nullable(),
    /** How fast it usually responds to a lead (the response-time badge); null with too few leads. */
    responseTime,
  }),
  avatar: z.string().nullable(),
});

export function toQuoteResponse(
  quote: quotesRpc.Quote,
  contacts: Contacts,
  ratings: Ratings,
  responseTimes: ResponseTimes,
): z.infer<typeof quoteResponse> {
  const business = {
    ...businessCard(quote.businessId, contacts, ratings),
    responseTime: responseTimes.get(quote.businessId) ?? null,
  };
  const { leadId: _lead, ...sent } = toSentQuote(quote);
  return {
    ...sent,
    status: quote.status,
    business,
    avatar: business.logo,
  };
}

/** A quote as its business reads it, with the job it is for. */
export const businessQuote = sentQuote.extend({
  status: z.string(),
  declineReason: z.string().nullable(),
  job: z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      status: z.string(),
      service: z.object({ name: z.string() }),
      location: z.string(),
      job_type: z.string(),
      target_job_done: z.string(),
      targetCompletionDatetime: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  user: z.object({ name: z.string() }),
});

export function toBusinessQuote(
  quote: quotesRpc.Quote,
  job: jobsRpc.Job | undefined,
  contacts: Contacts,
): z.infer<typeof businessQuote> {
  return {
    ...toSentQuote(quote),
    status: quote.status,
    declineReason: quote.declineReason || null,
    job: job
      ? {
          id: job.id,
          title: job.title,
          description: job.description,
          status: job.status,
          service: { name: job.serviceName },
          location: job.location,
          job_type: job.jobType,
          target_job_done: job.targetJobDone,
          targetCompletionDatetime: job.specificDate || null,
          createdAt: job.createdAt,
        }
      : null,
    user: { name: shortName(contacts.get(quote.customerId)) },
  };
}
