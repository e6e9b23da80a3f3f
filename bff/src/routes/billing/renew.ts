import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { toBillingData } from '../../views/billing-view.js';
import { billingCall, idempotencyKeyOf, requireIdempotencyKey } from './billing-errors.js';
import { renewBody, toPaymentMethodRpc } from './billing-input.js';
import { billingAnswer, idempotencyHeader, ok, paymentErrors } from './billing-responses.js';

/** The business pays a past-due or lapsed subscription now, with its saved method or a new one (kept). */
export const renewRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.post(
    '/auth/renew-subscription',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's subscription", impersonation: 'refused' },
      },
      preValidation: requireIdempotencyKey,
      schema: {
        tags: ['billing'],
        summary: 'Pay a past-due or lapsed subscription now: ACTIVE again for a new month',
        headers: idempotencyHeader,
        body: renewBody,
        response: { 200: billingAnswer, ...paymentErrors },
      },
    },
    async (request) => {
      const method = request.body?.paymentMethod;
      const overview = await billingCall(
        clients.billing.renewSubscription({
          businessId: sessionOf(request).user.id,
          paymentMethod: method ? toPaymentMethodRpc(method) : undefined,
          idempotencyKey: idempotencyKeyOf(request),
        }),
      );
      return ok(toBillingData(overview));
    },
  );
};
