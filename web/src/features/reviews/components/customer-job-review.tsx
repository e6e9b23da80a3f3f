import type { Job } from '@/shared/types/job';
import { ReviewJobButton } from './review-job-button';
import { ReviewView } from './review-view';

/** On the customer's History card: the job's review, or Review Job while a completed job has none. */
export function CustomerJobReview({ job }: { job: Job }) {
  const review = job.reviews[0];
  if (review) return <ReviewView review={review} />;
  return job.status === 'finished' ? <ReviewJobButton job={job} /> : null;
}
