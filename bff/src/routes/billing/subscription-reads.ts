import { leadReceivingStatuses } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { subscriptionView, succeeded, toBillingData } from '../../views/billing-view.js';
import { billingAnswer, ok } from './billing-responses.js';

const receivesLeads = (status: string) => (leadReceivingStatuses as readonly string[]).includes(status);

/** A first or renewal payment not collected yet (a Direct Debit): the subscription starts when it is. */
const awaitedPayment = (transaction: { status: string; kind: string }) =>
  transaction.status === 'PENDING' && (transaction.kind === 'subscription' || transaction.kind === 'renewal');

/** What the web's subscription guards and Settings → Billing read. */
export const subscriptionReadRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { billing } = clients;

  app.get(
    '/subscription',
    {
      config: { access: { roles: ['business'], ownership: "the session business's subscription" } },
      schema: {
        tags: ['billing'],
        summary: 'Whether the business is subscribed (ACTIVE or PAST_DUE: the statuses that get leads)',
        response: {
          200: succeeded(
            z.object({
              subscribed: z.boolean(),
              subscription: subscriptionView.nullable(),
              payment_pending: z.boolean().meta({
                description:
                  'Not subscribed yet, with a Direct Debit payment on its way: leads start once the bank confirms it',
              }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const overview = await billing.getBilling({ businessId: sessionOf(request).user.id });
      const data = toBillingData(overview);
      const subscribed = overview.subscription !== undefined && receivesLeads(overview.subscription.status);
      return ok({
        subscribed,
        subscription: data.subscription.subscription,
        payment_pending: !subscribed && data.transactions.some(awaitedPayment),
      });
    },
  );

  app.post(
    '/square/billing',
    {
      config: { access: { roles: ['business'], ownership: "the session business's billing" } },
      schema: {
        tags: ['billing'],
        summary: 'Settings → Billing: the subscription, payment method and transactions (newest first)',
        response: { 200: billingAnswer },
      },
    },
    async (request) => ok(toBillingData(await billing.getBilling({ businessId: sessionOf(request).user.id }))),
  );
};
