import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { HttpError } from '../../http/http-error.js';
import { sessionOf } from '../../plugins/auth.js';
import { receiptFilename, renderReceipt } from '../../views/billing-receipt.js';

const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** A completed charge's receipt, downloaded as an HTML page. */
export const receiptRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/subscription/transactions/:id/receipt',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: "the transaction is the session business's (billing answers 404 otherwise)",
        },
      },
      schema: {
        tags: ['billing'],
        summary: 'Download the receipt of one of your completed transactions (HTML)',
        // Anything but a uuid names none of the business's transactions: the same 404.
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: {
            description: 'The receipt as a standalone HTML page, sent as an attachment',
            content: { 'text/html': { schema: z.string() } },
          },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const transactionId = request.params.id;
      if (!z.uuid().safeParse(transactionId).success) throw new HttpError(404, TRANSACTION_NOT_FOUND);
      // Ownership: billing looks the transaction up under the session's business (NOT_FOUND otherwise).
      const receipt = await clients.billing.getReceipt({ businessId: sessionOf(request).user.id, transactionId });
      // A failed or pending charge has no receipt.
      if (receipt.transaction?.status.toUpperCase() !== 'COMPLETED') throw new HttpError(404, TRANSACTION_NOT_FOUND);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receiptFilename(receipt.transaction.receiptNumber)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(renderReceipt(receipt));
    },
  );
};
