import { defineService } from '@localpros/kit';
import { inbox, outbox } from './schema.js';

/** Billing: packages, subscriptions, promo codes, payment methods and transactions. */
export const billingService = defineService({
  name: 'billing',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: () => ({}),
});
