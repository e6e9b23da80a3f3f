import { defineService } from '@localpros/kit';
import { listLocations } from './locations/list-locations.js';
import { inbox, outbox } from './schema.js';
import { seedReferenceData } from './seed/seed-reference-data.js';
import { listWorkCategories } from './work-categories/list-work-categories.js';

/** Jobs: work categories and their services, the postcode gazetteer, and (next) jobs and reviews. */
export const jobsService = defineService({
  name: 'jobs',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db }) => ({
    listWorkCategories: () => listWorkCategories(db),
    listLocations: () => listLocations(db),
  }),
  seed: ({ db }) => seedReferenceData(db),
});
