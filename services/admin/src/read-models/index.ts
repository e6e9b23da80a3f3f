import type { EventConsumer } from '@localpros/kit';
import { accountConsumers } from './account-events.js';
import { auditConsumers } from './audit-events.js';
import { billingConsumers } from './billing-events.js';
import { jobConsumers } from './job-events.js';

/** Every event the admin read models are built from: live deliveries and rebuilds use this one list. */
export const readModelConsumers: EventConsumer[] = [
  ...accountConsumers,
  ...jobConsumers,
  ...auditConsumers,
  ...billingConsumers,
] as EventConsumer[];
