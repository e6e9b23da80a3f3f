import type { EventSubscription } from '@localpros/kit';
import { accountSubscriptions } from './account-events.js';
import { auditSubscriptions } from './audit-events.js';
import { billingSubscriptions } from './billing-events.js';
import { jobSubscriptions } from './job-events.js';

/** Every event the admin read models are built from: live deliveries and rebuilds use this one list. */
export const readModelSubscriptions: EventSubscription[] = [
  ...accountSubscriptions,
  ...jobSubscriptions,
  ...auditSubscriptions,
  ...billingSubscriptions,
] as EventSubscription[];
