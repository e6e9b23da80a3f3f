import { defineService, type ServiceDeps } from '@localpros/kit';
import { accountConsumers } from './accounts/account-events.js';
import type { BillingContext } from './billing-context.js';
import { billingConfigSchema, loadBillingConfig } from './config.js';
import { confirmBankAccount } from './payments/direct-debit/mandate-summary.js';
import { createPaymentProviders } from './payments/providers.js';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from './promo-codes/promo-codes.js';
import { renewSubscription } from './renewals/renew-subscription.js';
import { startRenewalScheduler } from './renewals/renewal-scheduler.js';
import { runRenewalsForAdmin } from './renewals/run-renewals.js';
import { inbox, outbox } from './schema.js';
import {
  cancelSubscription,
  changePackage,
  getBilling,
  resumeSubscription,
  updatePaymentMethod,
} from './subscriptions/manage-subscription.js';
import { getSubscriptionSummaries, listPackages } from './subscriptions/packages.js';
import { previewPromoCode } from './subscriptions/promo-preview.js';
import { getReceipt } from './subscriptions/receipt.js';
import { subscribe } from './subscriptions/subscribe.js';
import { receiveProviderWebhook } from './webhooks/receive-webhook.js';

/** One context per hosted instance: its handlers, subscriptions and scheduler share it. */
const contexts = new WeakMap<ServiceDeps, BillingContext>();
function contextOf(deps: ServiceDeps): BillingContext {
  let context = contexts.get(deps);
  if (!context) {
    const config = loadBillingConfig(deps.env);
    context = {
      db: deps.db,
      outbox: deps.outbox,
      config,
      providers: createPaymentProviders(config.providers),
      now: () => new Date(),
    };
    contexts.set(deps, context);
  }
  return context;
}

/** Billing: packages, subscriptions, promo codes, payment methods and transactions. */
export const billingService = defineService({
  name: 'billing',
  moduleUrl: import.meta.url,
  config: billingConfigSchema,
  tables: { outbox, inbox },
  createHandlers: (deps) => {
    const { db, outbox: o } = deps;
    const context = contextOf(deps);
    return {
      listPromoCodes: () => listPromoCodes(db),
      createPromoCode: (r) => createPromoCode(o, r),
      updatePromoCode: (r) => updatePromoCode(o, r),
      deletePromoCode: (r) => deletePromoCode(o, r),
      listPackages: async () => listPackages(),
      previewPromoCode: (r) => previewPromoCode(db, r),
      confirmBankAccount: async (r) => confirmBankAccount(r),
      subscribe: (r) => subscribe(context, r),
      getBilling: (r) => getBilling(context, r),
      changePackage: (r) => changePackage(context, r),
      updatePaymentMethod: (r) => updatePaymentMethod(context, r),
      cancelSubscription: (r) => cancelSubscription(context, r),
      resumeSubscription: (r) => resumeSubscription(context, r),
      renewSubscription: (r) => renewSubscription(context, r),
      runRenewals: (r) => runRenewalsForAdmin(context, r),
      getReceipt: (r) => getReceipt(context, r),
      getSubscriptionSummaries: (r) => getSubscriptionSummaries(db, r),
      receiveProviderWebhook: (r) => receiveProviderWebhook(context, r),
    };
  },
  consumers: (deps) => accountConsumers(contextOf(deps)),
  start: async (deps) => {
    const context = contextOf(deps);
    return startRenewalScheduler(context, deps.logger, context.config.renewalIntervalMs);
  },
});
