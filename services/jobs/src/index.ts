import { defineService } from '@localpros/kit';
import { cancelJob } from './jobs/cancel-job.js';
import { completeJob } from './jobs/complete-job.js';
import { getJobs } from './jobs/get-jobs.js';
import { listBusinessJobs } from './jobs/list-business-jobs.js';
import { listCustomerJobs } from './jobs/list-customer-jobs.js';
import { postJob } from './jobs/post-job.js';
import { posterSubscriptions } from './jobs/poster-events.js';
import { quoteSubscriptions } from './jobs/quote-events.js';
import { listLocations } from './locations/list-locations.js';
import { getBusinessRatings, listBusinessReviews } from './reviews/business-reviews.js';
import { postReview } from './reviews/post-review.js';
import { replyToReview } from './reviews/reply-to-review.js';
import { inbox, outbox } from './schema.js';
import { seedReferenceData } from './seed/seed-reference-data.js';
import { listWorkCategories } from './work-categories/list-work-categories.js';

export { importDistricts, parseDistrictCsv } from './locations/import-districts.js';
export { seedReferenceData } from './seed/seed-reference-data.js';

/** Jobs: work categories and their services, the postcode gazetteer, customers' jobs and their reviews. */
export const jobsService = defineService({
  name: 'jobs',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db, outbox: o }) => ({
    listWorkCategories: () => listWorkCategories(db),
    listLocations: () => listLocations(db),
    postJob: (r) => postJob(o, r),
    listCustomerJobs: (r) => listCustomerJobs(db, r),
    cancelJob: (r) => cancelJob(o, r),
    completeJob: (r) => completeJob(o, r),
    listBusinessJobs: (r) => listBusinessJobs(db, r),
    getJobs: (r) => getJobs(db, r),
    postReview: (r) => postReview(o, r),
    replyToReview: (r) => replyToReview(o, r),
    listBusinessReviews: (r) => listBusinessReviews(db, r),
    getBusinessRatings: (r) => getBusinessRatings(db, r),
  }),
  subscriptions: ({ logger }) => [...posterSubscriptions, ...quoteSubscriptions(logger)],
  seed: ({ db }) => seedReferenceData(db),
});
