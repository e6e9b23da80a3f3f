import { defineService } from '@localpros/kit';
import { countBusinesses, findProviders } from './admin/providers.js';
import { businessAreaConsumers } from './businesses/business-area-events.js';
import { billingEventConsumers } from './businesses/business-subscription-events.js';
import { matchingContext } from './context.js';
import { customerConsumers } from './customers/customer-events.js';
import { listBusinessLeadReports, reportLead } from './lead-reports/report-lead.js';
import { adminListLeadReports, resolveLeadReport } from './lead-reports/resolve-report.js';
import { dismissLead, getLead, listBusinessLeads, markLeadInterested, takeLeadPlace } from './leads/business-leads.js';
import { closeJobToResponses, getJobPlaces } from './leads/customer-places.js';
import { jobConsumers } from './leads/job-events.js';
import { getLeadFunnel } from './leads/lead-funnel.js';
import { startLeadRelease } from './leads/release-leads.js';
import { getResponseTimes } from './leads/response-times.js';
import { inbox, outbox } from './schema.js';

export { EARTH_RADIUS_KM } from './leads/match-job.js';

/** Matching: business service areas and subscriptions (read models of identity's and billing's events) and the leads of each job. */
export const matchingService = defineService({
  name: 'matching',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  context: matchingContext,
  handlers: {
    listBusinessLeads,
    getLead,
    markLeadInterested,
    dismissLead,
    takeLeadPlace,
    getJobPlaces,
    closeJobToResponses,
    getResponseTimes,
    getLeadFunnel,
    findProviders,
    countBusinesses,
    reportLead,
    listBusinessLeadReports,
    adminListLeadReports,
    resolveLeadReport,
  },
  consumers: [businessAreaConsumers, billingEventConsumers, customerConsumers, jobConsumers],
  // Announces the leads a Premium head start held back, once it is over.
  start: startLeadRelease,
});
