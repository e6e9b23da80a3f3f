import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { idParam } from './admin-fields.js';

const delivery = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  /** What it was for, e.g. password_reset, quote_received, new_lead. */
  purpose: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  /** Why the last attempt failed, short, with addresses and numbers hidden; null when none. */
  reason: z.string().nullable(),
  /** e.g. "j•••@example.com", "07•••••123", "a browser". */
  recipient: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * Admin → a customer's or business's "Recent messages": the e-mails, SMS and push alerts
 * notifications sent them, newest first, masked (read-only: nothing to audit).
 */
export const adminDeliveryRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/admin/users/:id/deliveries',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'A user’s recent e-mails, SMS and push alerts (newest first, recipient masked)',
        params: idParam('User not found'),
        querystring: z.object({
          limit: z.coerce
            .number('limit must be a whole number from 1 to 50')
            .int('limit must be a whole number from 1 to 50')
            .min(1, 'limit must be a whole number from 1 to 50')
            .max(50, 'limit must be a whole number from 1 to 50')
            .default(20),
        }),
        response: {
          200: z.object({ deliveries: z.array(delivery) }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { deliveries } = await clients.notifications.listUserDeliveries({
        userId: request.params.id,
        limit: request.query.limit,
      });
      return {
        deliveries: deliveries.map((d) => ({
          id: d.id,
          channel: d.channel as z.infer<typeof delivery>['channel'],
          purpose: d.purpose,
          status: d.status as z.infer<typeof delivery>['status'],
          attempts: d.attempts,
          reason: d.lastError || null,
          recipient: d.maskedRecipient,
          createdAt: d.createdAt,
          sentAt: d.sentAt || null,
        })),
      };
    },
  );
};
