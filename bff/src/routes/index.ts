import multipart from '@fastify/multipart';
import { isProduction } from '@localpros/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../clients.js';
import type { BffConfig } from '../config.js';
import type { LeadLists } from '../leads/lead-lists.js';
import type { CardFormSettings } from '../pages/square-web-payments.js';
import type { ReferenceChanges } from '../reference/reference-changes.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { adminAccountRoutes } from './admin/admin-accounts.js';
import { adminDeliveryRoutes } from './admin/admin-deliveries.js';
import { adminDocumentRoutes } from './admin/admin-documents.js';
import { adminJobRoutes } from './admin/admin-jobs.js';
import { adminLeadReportRoutes } from './admin/admin-lead-reports.js';
import { adminPromoCodeRoutes } from './admin/admin-promo-codes.js';
import { adminReviewReportRoutes } from './admin/admin-review-reports.js';
import { adminReviewRoutes } from './admin/admin-reviews.js';
import { adminTableRoutes } from './admin/admin-tables.js';
import { adminWorkCategoryRoutes } from './admin/admin-work-categories.js';
import { adminImpersonationRoutes } from './admin-impersonation.js';
import { authRoutes } from './auth.js';
import { billingRoutes } from './billing/index.js';
import { businessRoutes } from './business.js';
import { businessDocumentRoutes } from './business-documents.js';
import { contactRoutes } from './contact.js';
import { crawlerRoutes } from './crawlers.js';
import { devMailboxPage, devMailboxRoutes } from './dev-mailbox.js';
import { insightsRoutes } from './insights.js';
import { jobRoutes } from './jobs.js';
import { leadRoutes } from './leads.js';
import { liveRoutes } from './live.js';
import { messageRoutes } from './messages.js';
import { platformRoutes } from './platform.js';
import { publicLandingRoutes } from './public-landing.js';
import { publicMarketplaceStatsRoutes } from './public-marketplace-stats.js';
import { pushSubscriptionRoutes } from './push-subscriptions.js';
import { quoteRoutes } from './quotes.js';
import { referenceDataRoutes } from './reference-data.js';
import { reviewRoutes } from './reviews.js';
import { unsubscribeRoutes } from './unsubscribe.js';
import { userRoutes } from './user.js';
import { webhookRoutes } from './webhooks.js';

export interface MarketplaceRoutesOptions {
  config: BffConfig;
  clients: ServiceClients;
  /** The jobs service's reference data, one copy for all routes. */
  reference: ReferenceData;
  /** Admin changes to work categories reload the reference data at once. */
  referenceChanges: ReferenceChanges;
  /** Square's card form, or null without one. */
  cardForm: CardFormSettings | null;
  /** The businesses' leads lists this BFF keeps ready (forgotten by the routes that change them). */
  leadLists: LeadLists;
}

/**
 * Every route of the marketplace, each plugin with what it needs: the one place a new route file
 * is registered. The /api routes declare their own access (`config.access`).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod<MarketplaceRoutesOptions> = async (app, options) => {
  const { config, clients, reference } = options;
  const production = isProduction(config);
  await app.register(
    async (api) => {
      await api.register(referenceDataRoutes, { reference });
      await api.register(platformRoutes, { platform: config.PLATFORM, tagManagerId: config.TAG_MANAGER_ID });
      await api.register(contactRoutes, { clients, perMinute: config.CONTACT_RATE_LIMIT_PER_MINUTE });
      // The e-mails' one-click unsubscribe: public, the signed token is the proof.
      await api.register(unsubscribeRoutes, { clients });
      await api.register(authRoutes, { clients, reference });
      // Only the upload routes' plugins take multipart/form-data (elsewhere it is a 415); each
      // reads its form with its own limits (http/multipart-form.ts).
      await api.register(async (uploads) => {
        await uploads.register(multipart);
        await uploads.register(userRoutes, { clients });
        await uploads.register(businessRoutes, { clients, reference });
        await uploads.register(businessDocumentRoutes, { clients });
        // A message may carry a photo.
        await uploads.register(messageRoutes, { clients });
      });
      await api.register(jobRoutes, { clients, reference });
      await api.register(leadRoutes, { clients, leadLists: options.leadLists });
      await api.register(quoteRoutes, { clients, leadLists: options.leadLists });
      await api.register(insightsRoutes, { clients, reference });
      await api.register(reviewRoutes, { clients });
      await api.register(liveRoutes, { clients });
      await api.register(pushSubscriptionRoutes, { clients });
      await api.register(publicLandingRoutes, { clients, reference });
      await api.register(publicMarketplaceStatsRoutes, { clients });
      await api.register(adminImpersonationRoutes, { clients });
      await api.register(adminAccountRoutes, { clients });
      await api.register(adminDeliveryRoutes, { clients });
      await api.register(adminDocumentRoutes, { clients });
      await api.register(adminTableRoutes, { clients });
      await api.register(adminJobRoutes, { clients, reference });
      await api.register(adminWorkCategoryRoutes, { clients, changes: options.referenceChanges });
      await api.register(adminReviewRoutes, { clients });
      await api.register(adminReviewReportRoutes, { clients });
      await api.register(adminLeadReportRoutes, { clients });
      await api.register(adminPromoCodeRoutes, { clients });
      await api.register(billingRoutes, { clients, production, cardForm: options.cardForm });
      await api.register(webhookRoutes, { clients, publicUrl: config.PUBLIC_URL });
      await api.register(devMailboxRoutes, { clients, production });
    },
    { prefix: '/api' },
  );
  await app.register(crawlerRoutes, { publicUrl: config.PUBLIC_URL, clients, reference });
  await app.register(devMailboxPage, { production });
};
