import { leadReceivingStatuses } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { subscriptionView, succeeded, toBillingData } from '../../http/billing-view.js';
import { sessionOf } from '../../plugins/auth.js';
import { billingAnswer, ok } from './billing-responses.js';

const receivesLeads = (status: string) => (leadReceivingStatuses as readonly string[]).includes(status);

/** What the web's subscription guards and Settings → Billing read. */
export const subscriptionReadRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { billing } = clients;

  app.get(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether the business is subscribed (ACTIVE or PAST_DUE: the statuses that get leads)',
        response: {
          200: succeeded(z.object({ subscribed: z.boolean(), subscription: subscriptionView.nullable() })),
        },
      },
    },
    async (request) => {
      const overview = await billing.getBilling({ businessId: sessionOf(request).user.id });
      const { subscription } = toBillingData(overview).subscription;
      return ok({
        subscribed: overview.subscription !== undefined && receivesLeads(overview.subscription.status),
        subscription,
      });
    },
  );

  app.post(
    '/square/billing',
    {
      schema: {
        tags: ['billing'],
        summary: 'Settings → Billing: the subscription, payment method and transactions (newest first)',
        response: { 200: billingAnswer },
      },
    },
    async (request) => ok(toBillingData(await billing.getBilling({ businessId: sessionOf(request).user.id }))),
  );
};
