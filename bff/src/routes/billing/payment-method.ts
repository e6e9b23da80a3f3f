import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { toBillingData } from '../../views/billing-view.js';
import { billingCall } from './billing-errors.js';
import { paymentMethodBody, toPaymentMethodRpc } from './billing-input.js';
import { billingAnswer, ok, paymentErrors } from './billing-responses.js';

/** Update Payment Method: used from the next charge on. */
export const paymentMethodRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.put(
    '/subscription/payment-method',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's payment method", impersonation: 'refused' },
      },
      schema: {
        tags: ['billing'],
        summary: 'Replace the card or Direct Debit used from the next charge on',
        body: paymentMethodBody,
        response: { 200: billingAnswer, ...paymentErrors },
      },
    },
    async (request) => {
      const overview = await billingCall(
        clients.billing.updatePaymentMethod({
          businessId: sessionOf(request).user.id,
          paymentMethod: toPaymentMethodRpc(request.body.paymentMethod),
        }),
      );
      return ok(toBillingData(overview));
    },
  );
};
