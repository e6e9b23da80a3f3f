import type { FastifyPluginAsync } from 'fastify';
import type { ServiceClients } from '../../clients.js';
import type { CardFormSettings } from '../../pages/square-web-payments.js';
import { bankConfirmationRoutes } from './bank-confirmation.js';
import { cancelResumeRoutes } from './cancel-resume.js';
import { cardFormRoutes } from './card-form.js';
import { packageChangeRoutes } from './package-change.js';
import { packageRoutes } from './packages.js';
import { paymentMethodRoutes } from './payment-method.js';
import { promoPreviewRoutes } from './promo-preview.js';
import { receiptRoutes } from './receipt.js';
import { renewRoutes } from './renew.js';
import { renewalRunRoutes } from './renewal-run.js';
import { subscribeRoutes } from './subscribe.js';
import { subscriptionReadRoutes } from './subscription-reads.js';

/** Packages, subscriptions, payments and receipts (docs/api/billing.md); billing decides, the BFF shapes. */
export const billingRoutes: FastifyPluginAsync<{
  clients: ServiceClients;
  production: boolean;
  cardForm: CardFormSettings | null;
}> = async (app, { clients, production, cardForm }) => {
  await app.register(packageRoutes, { clients });
  await app.register(cardFormRoutes, { settings: cardForm });
  await app.register(subscriptionReadRoutes, { clients });
  await app.register(promoPreviewRoutes, { clients });
  await app.register(bankConfirmationRoutes, { clients });
  await app.register(subscribeRoutes, { clients });
  await app.register(packageChangeRoutes, { clients });
  await app.register(paymentMethodRoutes, { clients });
  await app.register(cancelResumeRoutes, { clients });
  await app.register(renewRoutes, { clients });
  await app.register(renewalRunRoutes, { clients, production });
  await app.register(receiptRoutes, { clients });
};
