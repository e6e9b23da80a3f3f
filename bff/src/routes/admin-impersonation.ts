import { emailField } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { forbidden } from '../http/http-error.js';
import { sessionOf } from '../plugins/auth.js';
import { signedInBody } from '../views/api-user.js';

/** An admin acts as a user, and comes back (each step recorded by identity's audit log). */
export const adminImpersonationRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (
  app,
  { clients },
) => {
  app.post(
    '/admin/impersonate/login',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Act as a user (the token acts as the user, with the admin as its actor)',
        body: z.object({ email: emailField }),
        response: { 200: signedInBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const session = await clients.identity.startImpersonation({
        adminSessionId: sessionOf(request).sessionId,
        email: request.body.email,
      });
      return reply.signIn(session);
    },
  );

  app.post(
    '/login/back-as-admin',
    {
      config: { access: { roles: 'signed-in', ownership: 'the impersonation session', impersonation: 'required' } },
      schema: {
        tags: ['admin'],
        summary: 'End the impersonation and sign back in as the admin',
        response: { 200: signedInBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!session.impersonatorId) throw forbidden('You are not impersonating anyone');
      return reply.signIn(await clients.identity.endImpersonation({ sessionId: session.sessionId }));
    },
  );
};
