import { runAsUser } from '@localpros/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceClients } from '../clients.js';
import { verifiedClaimsOf } from './auth.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** The impersonation session a request was made with: from its guard, or from its token on public routes. */
function impersonationOf(app: FastifyInstance, request: FastifyRequest) {
  const session = request.session;
  if (session) {
    if (!session.impersonatorId) return null;
    return {
      sessionId: session.sessionId,
      user: {
        id: session.user.id,
        type: session.user.userType,
        sessionId: session.sessionId,
        impersonatorId: session.impersonatorId,
      },
    };
  }
  const claims = verifiedClaimsOf(app, request);
  if (!claims?.act) return null;
  return {
    sessionId: claims.sid,
    user: { id: claims.sub, type: claims.typ, sessionId: claims.sid, impersonatorId: claims.act.sub },
  };
}

/**
 * Every API request made while an admin impersonates a user goes to identity's audit log
 * (admin, user, method and route pattern, status, time), after the answer is sent. It is
 * fire-and-forget: the request never waits for it or fails because of it; a failure to record
 * is logged as an error (without the request's data) for the operators.
 */
export const impersonationAuditPlugin = fp(
  async (app: FastifyInstance, options: { clients: ServiceClients }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      const impersonation = impersonationOf(app, request);
      if (!impersonation) return;
      const entry = {
        sessionId: impersonation.sessionId,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        statusCode: reply.statusCode,
      };
      void runAsUser(impersonation.user, () => options.clients.identity.recordImpersonatedRequest(entry)).catch(
        (error: unknown) => {
          request.log.error(
            { err: error, route: entry.route, method: entry.method },
            'could not record a request made while impersonating in the audit log',
          );
        },
      );
    });
  },
  { name: 'impersonation-audit', dependencies: ['auth'] },
);
