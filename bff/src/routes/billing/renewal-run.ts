import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { HttpError } from '../../http/http-error.js';
import { sessionOf } from '../../plugins/auth.js';
import { renewalRunView, succeeded } from '../../views/billing-view.js';
import { renewalRunBody } from './billing-input.js';
import { billingErrors, ok } from './billing-responses.js';

/**
 * The admin runs one renewal pass now (the scheduler runs the same on its own). `asOf` lets tests
 * and demos simulate a later day; production refuses it (billing ignores it there too).
 */
export const renewalRunRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; production: boolean }> = async (
  app,
  { clients, production },
) => {
  app.post(
    '/subscription/renew',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['billing'],
        summary: 'Admin: one renewal pass now (renew, retry, lapse, end, settle)',
        body: renewalRunBody,
        response: { 200: succeeded(renewalRunView), ...billingErrors },
      },
    },
    async (request) => {
      const asOf = request.body?.asOf;
      if (asOf && production) throw new HttpError(400, 'asOf is not accepted in production');
      const run = await clients.billing.runRenewals({
        asOf: asOf ? new Date(asOf).toISOString() : '',
        adminId: sessionOf(request).user.id,
      });
      return ok(run);
    },
  );
};
