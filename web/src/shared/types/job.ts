import type { Review } from './review';

export type JobStatus = 'active' | 'in_progress' | 'finished' | 'cancelled';

export type RateType = 'hourly' | 'daily' | 'flat';

/** What every job card lists about the work itself (a job, a quote's job, a lead). */
export interface JobFactsSource {
  service: { name: string };
  location: string;
  job_type: string;
  target_job_done: string;
  targetCompletionDatetime: string | null;
  description: string;
}

/**
 * A job as GET /api/jobs answers it: the customer's own, or a business's own work
 * (docs/api/jobs-and-leads.md "job" plus docs/api/quotes-to-reviews.md).
 */
export interface Job extends JobFactsSource {
  id: string;
  title: string;
  status: JobStatus;
  type: 'standard' | 'premium';
  job_type: 'residential' | 'commercial';
  target_job_done: 'immediately' | 'flexible' | 'specificDate';
  service: { id: string; name: string };
  category_id: string;
  createdAt: string | null;
  /** False until the poster verifies the account; the job is not matched yet. */
  live: boolean;
  /** Pending quotes on the job (0 unless active). */
  quotesCount: number;
  /** The business doing the job; null until a quote is accepted. */
  business: { id: string; userName: string; logo: string | null } | null;
  /** The accepted quote's charge; null until then. */
  cost: number | null;
  currency: 'GBP' | null;
  rate_type: RateType | null;
  /** The customer who posted it; mobile_number is "" in the customer's own view. */
  user: { name: string; avatar: string | null; mobile_number: string };
  /** Empty, or the job's one review. */
  reviews: Review[];
  acceptedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
}
