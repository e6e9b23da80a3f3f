import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { toBillingData } from '../../views/billing-view.js';
import { billingCall, idempotencyKeyOf, requireIdempotencyKey } from './billing-errors.js';
import { subscribeBody, toPaymentMethodRpc } from './billing-input.js';
import { billingAnswer, idempotencyHeader, ok, paymentErrors } from './billing-responses.js';

/** The first subscription: the payment method saved, the first month charged under the client's key. */
export const subscribeRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.post(
    '/subscription',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's subscription", impersonation: 'refused' },
      },
      preValidation: requireIdempotencyKey,
      schema: {
        tags: ['billing'],
        summary: 'Subscribe to a package: pay the first month by card or set up Direct Debit',
        description:
          'Card: ACTIVE at once with a COMPLETED transaction. Direct Debit: ACTIVE at once with a PENDING ' +
          'transaction that settles later. A declined card or refused mandate is 402 and nothing is active.',
        headers: idempotencyHeader,
        body: subscribeBody,
        response: { 201: billingAnswer, ...paymentErrors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { packageId, promoCode, paymentMethod } = request.body;
      const businessId = sessionOf(request).user.id;
      const subscribe = () =>
        clients.billing.subscribe({
          businessId,
          packageId,
          promoCode: promoCode ?? '',
          paymentMethod: toPaymentMethodRpc(paymentMethod),
          idempotencyKey: idempotencyKeyOf(request),
        });
      // A promo code tried here counts as on the preview: no guessing by subscribing either.
      const overview = await billingCall(promoCode ? app.rateLimits.promoAttempt(businessId, subscribe) : subscribe());
      return reply.code(201).send(ok(toBillingData(overview)));
    },
  );
};
