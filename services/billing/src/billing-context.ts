import type { Db, Outbox } from '@localpros/kit';
import type { BillingConfig } from './config.js';
import type { PaymentProviders } from './payments/payment-provider.js';

/** What billing's handlers and its renewal pass are handed. `now` is a function so tests can move time. */
export interface BillingContext {
  db: Db;
  outbox: Outbox;
  providers: PaymentProviders;
  config: BillingConfig;
  now(): Date;
}
