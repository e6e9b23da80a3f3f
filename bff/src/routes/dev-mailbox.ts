import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';

const mailboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * Every e-mail and SMS the platform sent, newest first: for demos and tests. On production
 * (NODE_ENV=production, whatever PLATFORM says) the route does not exist: GET /api/dev/mailbox is
 * the API's 404, and notifications refuses the call as well.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; production: boolean }> = async (
  app,
  { clients, production },
) => {
  if (production) return;
  app.get(
    '/dev/mailbox',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['dev'],
        summary: 'The dev mailbox (not on production)',
        querystring: z.object({
          recipient: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(500).optional(),
        }),
        response: { 200: mailboxResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const notFound = () => new HttpError(404, 'Not found: GET /api/dev/mailbox');
      try {
        return await clients.notifications.listDevMailbox({
          recipient: request.query.recipient ?? '',
          limit: request.query.limit ?? 0,
        });
      } catch (error) {
        if (error instanceof RpcError && error.code === GrpcStatus.FAILED_PRECONDITION) throw notFound();
        throw error;
      }
    },
  );
};

/** The web app's mailbox page (/dev/mailbox): on production a 404, never the app shell. */
export const devMailboxPage: FastifyPluginAsyncZod<{ production: boolean }> = async (app, { production }) => {
  if (!production) return;
  const notFound = { schema: { hide: true } };
  for (const url of ['/dev/mailbox', '/dev/mailbox/*']) {
    app.get(url, notFound, async (request) => {
      throw new HttpError(404, `Not found: GET ${request.url.split('?')[0]}`);
    });
  }
};
