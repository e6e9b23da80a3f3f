import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { toBillingData } from '../../views/billing-view.js';
import { billingAnswer, billingErrors, ok } from './billing-responses.js';

/** Cancel Subscription at the end of the paid period, and undo it until then. */
export const cancelResumeRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { billing } = clients;
  const schema = (summary: string) => ({
    tags: ['billing'],
    summary,
    response: { 200: billingAnswer, ...billingErrors },
  });

  app.post(
    '/subscription/cancel',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's subscription", impersonation: 'refused' },
      },
      schema: schema('Cancel at the end of the paid period (ACTIVE until billing_next_date)'),
    },
    async (request) => ok(toBillingData(await billing.cancelSubscription({ businessId: sessionOf(request).user.id }))),
  );

  app.post(
    '/subscription/resume',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's subscription", impersonation: 'refused' },
      },
      schema: schema('Undo a cancellation before the period ends'),
    },
    async (request) => ok(toBillingData(await billing.resumeSubscription({ businessId: sessionOf(request).user.id }))),
  );
};
