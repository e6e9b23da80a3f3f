import type { jobsRpc, matchingRpc, quotesRpc } from '@localpros/contracts';
import { z } from 'zod';
import { businessCard, type Contacts, shortName } from './people-directory.js';
import { reviewView, toReviewView } from './review-view.js';

/** A job as the web app reads it, the customer's own or a business's work (docs/api/quotes-to-reviews.md). */
export const jobView = z.object({
  id: z.string(),
  /** Human-readable, e.g. LP-000123. */
  jobNumber: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  type: z.string(),
  job_type: z.string(),
  target_job_done: z.string(),
  targetCompletionDatetime: z.string().nullable(),
  service: z.object({ id: z.string(), name: z.string() }),
  category_id: z.string(),
  location: z.string(),
  createdAt: z.string(),
  live: z.boolean(),
  /** Pending quotes (the customer's Quoted tab lists the active jobs that have some). */
  quotesCount: z.number(),
  business: z.object({ id: z.string(), userName: z.string(), logo: z.string().nullable() }).nullable(),
  /** Pounds: the accepted charge (for a business's cancelled job, its own quote); null when none. */
  cost: z.number().nullable(),
  currency: z.string().nullable(),
  rate_type: z.string().nullable(),
  user: z.object({ name: z.string(), avatar: z.string().nullable(), mobile_number: z.string() }),
  reviews: z.array(reviewView),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /**
   * On the customer's active jobs: "k of N places taken" (businesses that responded of the job's cap;
   * cap null: no cap) and whether the customer closed it to new responses. Null elsewhere, and while
   * the job is not matched yet.
   */
  responses: z.object({ taken: z.number().int(), cap: z.number().int().nullable(), closed: z.boolean() }).nullable(),
});
export type JobView = z.infer<typeof jobView>;

export interface JobViewContext {
  /** The customer, the business and the reviewer of each job. */
  contacts?: Contacts;
  quotesCount?: Map<string, number>;
  /** Set when a business reads its own work: it sees the customer's number to do the job. */
  businessViewerId?: string;
  /** The reader's own quote per job: its price stands in where no quote was accepted (a cancelled job). */
  ownQuotes?: Map<string, quotesRpc.Quote>;
  /** The places on the customer's active jobs (matching's GetJobPlaces). */
  places?: Map<string, matchingRpc.JobPlaces>;
}

export const toResponsesView = (places: matchingRpc.JobPlaces) => ({
  taken: places.taken,
  cap: places.cap || null,
  closed: places.closed,
});

/** The accepted charge, else the reader's own quote on the job, else nothing. */
function chargeOf(job: jobsRpc.Job, ownQuote: quotesRpc.Quote | undefined) {
  if (job.quoteId)
    return { cost: job.costPence / 100, currency: job.currency || null, rate_type: job.rateType || null };
  if (ownQuote) return { cost: ownQuote.costPence / 100, currency: ownQuote.currency, rate_type: ownQuote.rateType };
  return { cost: null, currency: null, rate_type: null };
}

export function toJobView(job: jobsRpc.Job, context: JobViewContext = {}): JobView {
  const contacts = context.contacts ?? new Map();
  const customer = contacts.get(job.customerId);
  const isDoingIt = context.businessViewerId !== undefined && context.businessViewerId === job.businessId;
  const business = job.businessId ? businessCard(job.businessId, contacts) : null;
  const places = context.places?.get(job.id);
  return {
    id: job.id,
    jobNumber: job.jobNumber,
    title: job.title,
    description: job.description,
    status: job.status,
    type: job.type,
    job_type: job.jobType,
    target_job_done: job.targetJobDone,
    targetCompletionDatetime: job.specificDate || null,
    service: { id: job.serviceId, name: job.serviceName },
    category_id: job.workCategoryId,
    location: job.location,
    createdAt: job.createdAt,
    live: job.live,
    quotesCount: context.quotesCount?.get(job.id) ?? 0,
    business: business && { id: business.id, userName: business.userName, logo: business.logo },
    ...chargeOf(job, context.ownQuotes?.get(job.id)),
    user: {
      name: shortName(customer),
      avatar: customer?.avatar || null,
      mobile_number: isDoingIt ? (customer?.mobileNumber ?? '') : '',
    },
    reviews: job.review ? [toReviewView(job.review, contacts)] : [],
    acceptedAt: job.acceptedAt || null,
    finishedAt: job.finishedAt || null,
    cancelledAt: job.cancelledAt || null,
    responses: places ? toResponsesView(places) : null,
  };
}

/** Whose names a list of jobs needs: customers, businesses (reviewers are the customers). */
export const peopleOfJobs = (jobs: jobsRpc.Job[]) => jobs.flatMap((job) => [job.customerId, job.businessId]);
