import type { Db, Logger, Outbox, ServiceDeps } from '@localpros/kit';
import { type BillingConfig, loadBillingConfig } from './config.js';
import type { PaymentProviders } from './payments/payment-provider.js';
import { createPaymentProviders } from './payments/providers.js';

/**
 * What billing's handlers, its consumers and its renewal scheduler are handed, once per hosted
 * instance. `now` is a function so tests can move time.
 */
export interface BillingContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  providers: PaymentProviders;
  config: BillingConfig;
  now(): Date;
}

export function billingContext({ db, outbox, logger, env }: ServiceDeps): BillingContext {
  const config = loadBillingConfig(env);
  return { db, outbox, logger, config, providers: createPaymentProviders(config.providers), now: () => new Date() };
}
