import { defineService } from '@localpros/kit';
import { businessAreaSubscriptions } from './businesses/business-area-events.js';
import { loadMatchingConfig } from './config.js';
import { dismissLead, getLead, listBusinessLeads, markLeadInterested } from './leads/business-leads.js';
import { jobSubscriptions } from './leads/job-events.js';
import { inbox, outbox } from './schema.js';

export { EARTH_RADIUS_KM } from './leads/match-job.js';

/** Matching: business service areas (read model of identity's events) and the leads of each job. */
export const matchingService = defineService({
  name: 'matching',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db, outbox: o }) => ({
    listBusinessLeads: (r) => listBusinessLeads(db, r),
    getLead: (r) => getLead(db, r),
    markLeadInterested: (r) => markLeadInterested(o, r),
    dismissLead: (r) => dismissLead(o, r),
  }),
  subscriptions: ({ env }) => [...businessAreaSubscriptions, ...jobSubscriptions(loadMatchingConfig(env))],
});
