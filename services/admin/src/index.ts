import { defineService } from '@localpros/kit';
import { markContactMessage, replyToContactMessage } from './contact-messages/answer-contact-message.js';
import { listContactMessages } from './contact-messages/list-contact-messages.js';
import { adminContext } from './context.js';
import { readModelConsumers } from './read-models/index.js';
import { inbox, outbox } from './schema.js';
import { listAuditLog } from './tables/audit-log.js';
import { getBusiness, listBusinesses } from './tables/businesses.js';
import { getCustomer, listCustomers } from './tables/customers.js';
import { getDashboard } from './tables/dashboard.js';
import { listJobs } from './tables/jobs.js';

export { outboxHistory } from './rebuild/outbox-history.js';
export { rebuildReadModels } from './rebuild/rebuild-read-models.js';

/**
 * The admin read models: the admin panel's tables, built from the other services' events
 * (src/read-models), rebuildable from the event history (src/rebuild). Admin actions go to the
 * service that owns the data; contact-message marks and replies are this one's own. Still named
 * `admin` (CONTRIBUTING.md, "Still to rename").
 */
export const adminService = defineService({
  name: 'admin',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  context: adminContext,
  handlers: {
    listContactMessages,
    markContactMessage,
    replyToContactMessage,
    listCustomers,
    listBusinesses,
    listJobs,
    getCustomer,
    getBusiness,
    getDashboard,
    listAuditLog,
  },
  consumers: [readModelConsumers],
});
