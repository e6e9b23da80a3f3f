import { contactMessageInput } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';

const contactResponse = z.object({ message: z.string(), contactMessage: z.object({ id: z.string() }) });

/** The public contact form; rate-limited per client address against spam. */
export const contactRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; perMinute: number }> = async (
  app,
  { clients, perMinute },
) => {
  app.post(
    '/customer/contact-us',
    {
      config: { access: { roles: 'public' }, rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the LocalPros team',
        body: contactMessageInput,
        response: { 201: contactResponse, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = await clients.notifications.submitContactMessage(request.body);
      return reply.code(201).send({
        message: 'Thank you, your message has been sent. We reply within one working day.',
        contactMessage: { id },
      });
    },
  );
};
