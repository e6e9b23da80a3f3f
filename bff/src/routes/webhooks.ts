import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';

/** The providers that post to us, each at /api/webhooks/<provider>. */
const providers = ['square', 'gocardless'] as const;

/** Headers a provider's signature or event needs (others are not passed on). */
const forwarded = ['content-type', 'x-square-hmacsha256-signature', 'webhook-signature', 'origin'];

/**
 * Payment providers' webhooks. The body is kept as it arrived (signatures are over the raw bytes)
 * and handed to billing, which verifies the signature with the provider's key and applies each
 * event once: 401 for a missing or wrong signature, with nothing changed.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; publicUrl: string | undefined }> = async (
  app,
  { clients, publicUrl },
) => {
  // This plugin's own parser: the raw text, for JSON too (encapsulated: other routes still parse JSON).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  for (const provider of providers) {
    app.post(
      `/webhooks/${provider}`,
      {
        // No user: billing verifies each body's signature with the provider's key.
        config: { access: { roles: 'payment-provider' } },
        schema: {
          tags: ['webhooks'],
          summary: `${provider === 'square' ? 'Square' : 'GoCardless'}'s webhook: payment and mandate events, signed`,
          body: z
            .string()
            .max(256 * 1024)
            .optional(),
          response: { 200: z.object({ applied: z.number().int() }), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const headers: Record<string, string> = {};
        for (const name of forwarded) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
        return clients.billing.receiveProviderWebhook({
          provider,
          rawBody: request.body ?? '',
          headers,
          url: `${origin}${request.url}`,
        });
      },
    );
  }
};
