import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { toBillingData } from '../../views/billing-view.js';
import { billingCall, idempotencyKeyOf, requireIdempotencyKey } from './billing-errors.js';
import { changePackageBody } from './billing-input.js';
import { billingAnswer, idempotencyHeader, ok, paymentErrors } from './billing-responses.js';

/** Change Package: an upgrade is charged now (prorated), a downgrade waits for the renewal. */
export const packageChangeRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.put(
    '/subscription/package',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's subscription", impersonation: 'refused' },
      },
      preValidation: requireIdempotencyKey,
      schema: {
        tags: ['billing'],
        summary: 'Upgrade now (prorated charge) or downgrade at the next renewal',
        headers: idempotencyHeader,
        body: changePackageBody,
        response: { 200: billingAnswer, ...paymentErrors },
      },
    },
    async (request) => {
      const overview = await billingCall(
        clients.billing.changePackage({
          businessId: sessionOf(request).user.id,
          packageId: request.body.packageId,
          idempotencyKey: idempotencyKeyOf(request),
        }),
      );
      return ok(toBillingData(overview));
    },
  );
};
