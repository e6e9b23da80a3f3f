import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { billingPackage, succeeded, toPackageView } from '../../views/billing-view.js';
import { ok } from './billing-responses.js';

/** The two packages and their prices, for the package pages and both payment flows (public). */
export const packageRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const list = async () => ok((await clients.billing.listPackages({})).packages.map(toPackageView));
  const schema = (summary: string) => ({
    tags: ['billing'],
    summary,
    response: { 200: succeeded(z.array(billingPackage)) },
  });

  app.get(
    '/subscription/packages',
    {
      config: { access: { roles: 'public' } },
      schema: schema('The packages, monthly prices VAT included'),
    },
    list,
  );
  // The spec's Direct Debit flow asks here: the same list.
  app.get(
    '/gosubscription/packages',
    {
      config: { access: { roles: 'public' } },
      schema: schema('The packages (the Direct Debit flow)'),
    },
    list,
  );
};
