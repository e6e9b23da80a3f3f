import { defineService } from '@localpros/kit';
import { accountConsumers } from './accounts/account-events.js';
import { billingConfigSchema } from './config.js';
import { billingContext } from './context.js';
import { confirmBankAccount } from './payments/direct-debit/mandate-summary.js';
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

/** Billing: packages, subscriptions, promo codes, payment methods and transactions. */
export const billingService = defineService({
  name: 'billing',
  moduleUrl: import.meta.url,
  config: billingConfigSchema,
  tables: { outbox, inbox },
  context: billingContext,
  handlers: {
    listPromoCodes,
    createPromoCode,
    updatePromoCode,
    deletePromoCode,
    listPackages,
    previewPromoCode,
    confirmBankAccount,
    subscribe,
    getBilling,
    changePackage,
    updatePaymentMethod,
    cancelSubscription,
    resumeSubscription,
    renewSubscription,
    runRenewals: runRenewalsForAdmin,
    getReceipt,
    getSubscriptionSummaries,
    receiveProviderWebhook,
  },
  consumers: [accountConsumers],
  start: startRenewalScheduler,
});
