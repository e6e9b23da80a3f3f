import { defineService } from '@localpros/kit';
import { cancelJob } from './jobs/cancel-job.js';
import { listCustomerJobs } from './jobs/list-customer-jobs.js';
import { postJob } from './jobs/post-job.js';
import { posterSubscriptions } from './jobs/poster-events.js';
import { listLocations } from './locations/list-locations.js';
import { inbox, outbox } from './schema.js';
import { seedReferenceData } from './seed/seed-reference-data.js';
import { listWorkCategories } from './work-categories/list-work-categories.js';

export { importDistricts, parseDistrictCsv } from './locations/import-districts.js';
export { seedReferenceData } from './seed/seed-reference-data.js';

/** Jobs: work categories and their services, the postcode gazetteer, and customers' jobs. */
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
  }),
  subscriptions: () => posterSubscriptions,
  seed: ({ db }) => seedReferenceData(db),
});
