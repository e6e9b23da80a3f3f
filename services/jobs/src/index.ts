import { defineService } from '@localpros/kit';
import { deleteJob, setJobActive } from './admin/job-activation.js';
import { adminListReviews, moderateReview } from './admin/review-moderation.js';
import { adminListReviewReports, resolveReviewReport } from './admin/review-reports-admin.js';
import {
  addWorkCategory,
  addWorkService,
  adminListWorkCategories,
  deleteWorkCategory,
  deleteWorkService,
  listCategoryServices,
  updateWorkCategory,
  updateWorkService,
} from './admin/work-categories-admin.js';
import { jobsContext } from './context.js';
import { cancelJob } from './jobs/cancel-job.js';
import { completeJob } from './jobs/complete-job.js';
import { getJobs } from './jobs/get-jobs.js';
import { listBusinessJobs } from './jobs/list-business-jobs.js';
import { listCustomerJobs } from './jobs/list-customer-jobs.js';
import { postJob, postJobForCustomer } from './jobs/post-job.js';
import { posterConsumers } from './jobs/poster-events.js';
import { quoteConsumers } from './jobs/quote-events.js';
import { getServicePrices } from './jobs/service-prices.js';
import { listLocations } from './locations/list-locations.js';
import { getBusinessRatings, getReviewTotals, listBusinessReviews } from './reviews/business-reviews.js';
import { postReview } from './reviews/post-review.js';
import { replyToReview } from './reviews/reply-to-review.js';
import { listMyReviewReports, reportReview } from './reviews/report-review.js';
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
  context: jobsContext,
  handlers: {
    listWorkCategories,
    listLocations,
    postJob,
    listCustomerJobs,
    cancelJob,
    completeJob,
    listBusinessJobs,
    getJobs,
    postReview,
    replyToReview,
    listBusinessReviews,
    getBusinessRatings,
    getReviewTotals,
    getServicePrices,
    postJobForCustomer,
    setJobActive,
    deleteJob,
    adminListWorkCategories,
    addWorkCategory,
    updateWorkCategory,
    deleteWorkCategory,
    listCategoryServices,
    addWorkService,
    updateWorkService,
    deleteWorkService,
    adminListReviews,
    moderateReview,
    reportReview,
    listMyReviewReports,
    adminListReviewReports,
    resolveReviewReport,
  },
  consumers: [posterConsumers, quoteConsumers],
  seed: seedReferenceData,
});
