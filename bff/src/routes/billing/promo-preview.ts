import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { promoPreviewView, succeeded, toPromoPreviewView } from '../../views/billing-view.js';
import { promoPreviewBody } from './billing-input.js';
import { billingErrors, ok } from './billing-responses.js';

/** The discount a promo code gives on a package, shown before paying (nothing is used up). */
export const promoPreviewRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  // The spec asks from both flows: /subscription (Direct Debit) and /square (card); one answer.
  for (const path of ['/subscription/promo-code', '/square/promo-code']) {
    app.post(
      path,
      {
        config: { access: { roles: ['business'], ownership: "the session business's use of the code" } },
        schema: {
          tags: ['billing'],
          summary: 'The discount a promo code gives on a package, before paying',
          body: promoPreviewBody,
          response: { 200: succeeded(promoPreviewView), ...billingErrors, 429: errorBody },
        },
        // Codes cannot be guessed by trying many: per address, and wrong ones per business.
        onRequest: app.rateLimits.perIp('promoAttemptsPerIp'),
      },
      async (request) => {
        const { code, packageId } = request.body;
        const businessId = sessionOf(request).user.id;
        const preview = await app.rateLimits.promoAttempt(businessId, () =>
          clients.billing.previewPromoCode({ businessId, packageId, code }),
        );
        return ok(toPromoPreviewView(preview));
      },
    );
  }
};
