import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../../clients.js';
import { sessionOf } from '../../plugins/auth.js';
import { bankConfirmationView, succeeded, toBankConfirmationView } from '../../views/billing-view.js';
import { billingCall } from './billing-errors.js';
import { bankConfirmationBody } from './billing-input.js';
import { billingErrors, ok } from './billing-responses.js';

/** The Direct Debit bank confirmation step: the account checked, the mandate summary to confirm. Nothing stored. */
export const bankConfirmationRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.post(
    '/auth/business/registration/bankConfirmation',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's bank account", impersonation: 'refused' },
      },
      schema: {
        tags: ['billing'],
        summary: 'Check a UK bank account (modulus rules) and show the Direct Debit mandate to confirm',
        body: bankConfirmationBody,
        response: { 200: succeeded(bankConfirmationView), ...billingErrors },
      },
    },
    async (request) => {
      const confirmation = await billingCall(
        clients.billing.confirmBankAccount({ businessId: sessionOf(request).user.id, ...request.body }),
        // The body is the account itself: billing's field names are the body's.
        { nestedMethod: false },
      );
      return ok(toBankConfirmationView(confirmation));
    },
  );
};
