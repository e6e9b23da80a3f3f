import type { jobsRpc, quotesRpc } from '@localpros/contracts';
import { z } from 'zod';
import { businessCard, type Contacts, type Ratings, shortName } from './people-directory.js';

const money = (quote: quotesRpc.Quote) => ({
  cost: quote.costPence / 100,
  currency: quote.currency,
  rate_type: quote.rateType,
});

/** A quote as the customer reads it among the job's responses (docs/api/quotes-to-reviews.md). */
export const quoteResponse = z.object({
  id: z.string(),
  jobId: z.string(),
  cost: z.number(),
  currency: z.string(),
  rate_type: z.string(),
  comments: z.string(),
  createdAt: z.string(),
  status: z.string(),
  business: z.object({
    id: z.string(),
    userName: z.string(),
    logo: z.string().nullable(),
    reviewsCount: z.number(),
    rating: z.number().nullable(),
  }),
  avatar: z.string().nullable(),
});

export function toQuoteResponse(
  quote: quotesRpc.Quote,
  contacts: Contacts,
  ratings: Ratings,
): z.infer<typeof quoteResponse> {
  const business = businessCard(quote.businessId, contacts, ratings);
  return {
    id: quote.id,
    jobId: quote.jobId,
    ...money(quote),
    comments: quote.comments,
    createdAt: quote.createdAt,
    status: quote.status,
    business,
    avatar: business.logo,
  };
}

/** A quote as its business reads it, with the job it is for. */
export const businessQuote = z.object({
  id: z.string(),
  leadId: z.string(),
  jobId: z.string(),
  cost: z.number(),
  currency: z.string(),
  rate_type: z.string(),
  comments: z.string(),
  createdAt: z.string(),
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
    id: quote.id,
    leadId: quote.leadId,
    jobId: quote.jobId,
    ...money(quote),
    comments: quote.comments,
    createdAt: quote.createdAt,
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
