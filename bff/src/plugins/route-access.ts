import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/error-body.js';
import { forbidden, HttpError } from '../http/http-error.js';
import {
  IMPERSONATION_REFUSED,
  NOT_IMPERSONATING,
  type RouteAccess,
  type RouteKey,
  unlistedApiPrefixes,
} from '../http/route-access.js';
import { sessionOf } from './auth.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: every /api route declares it (the BFF does not start otherwise). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route's declared access, as registered: the route matrix and the audit suite read it. */
    routeAccessTable: ReadonlyMap<RouteKey, RouteAccess>;
  }
}

export interface RouteAccessOptions {
  /**
   * Tests only: let an admin acting as a user through the routes declared `impersonation: 'refused'`,
   * to check that the services refuse them too (e2e/security). Never on production.
   */
  withoutImpersonationRefusal?: boolean;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
const isUnlisted = (url: string) =>
  unlistedApiPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** The answer to an admin acting as a user on a route the user alone may use. */
export const impersonationRefused = () => new HttpError(403, IMPERSONATION_REFUSED, { error: 'impersonating' });

/**
 * Guards every /api route from the access it declares (`config.access`): registered before the
 * routes, it adds the sign-in, role and impersonation checks to each, after the route's own hooks
 * (the rate limits count first), and stops the BFF from starting when a route declares none.
 */
export const routeAccessPlugin = fp<RouteAccessOptions>(
  async (app: FastifyInstance, options) => {
    const refuseImpersonation = !options.withoutImpersonationRefusal;
    const table = new Map<RouteKey, RouteAccess>();
    app.decorate('routeAccessTable', table as ReadonlyMap<RouteKey, RouteAccess>);

    const guards = new Map<RouteAccess, Guard | undefined>();
    const guardFor = (access: RouteAccess): Guard | undefined => {
      if (!guards.has(access)) guards.set(access, buildGuard(access));
      return guards.get(access);
    };
    const buildGuard = (access: RouteAccess): Guard | undefined => {
      // A provider's webhook carries no session: its signature is what billing checks.
      if (access.roles === 'public' || access.roles === 'payment-provider') return undefined;
      const roleGuard = access.roles === 'signed-in' ? app.requireUser : app.requireRole(...access.roles);
      if (!access.impersonation || access.impersonation === 'allowed') return roleGuard;
      const mustImpersonate = access.impersonation === 'required';
      if (!mustImpersonate && !refuseImpersonation) return roleGuard;
      return async (request, reply) => {
        await roleGuard(request, reply);
        const impersonating = sessionOf(request).impersonatorId !== null;
        if (mustImpersonate && !impersonating) throw forbidden(NOT_IMPERSONATING);
        if (!mustImpersonate && impersonating) throw impersonationRefused();
      };
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiPath(route.url) || isUnlisted(route.url)) return;
      if (Array.isArray(route.method)) throw new Error(`${route.url}: declare one route per method`);
      // Fastify adds a HEAD route to each GET: it is the GET's.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const key = `${method} ${route.url}` as RouteKey;
      const access = route.config?.access;
      if (!access) throw new Error(`${key} declares no access: give the route config.access (who may call it)`);
      if (route.method !== 'HEAD') table.set(key, access);
      const guard = guardFor(access);
      if (!guard) return;
      const own =
        route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [...own, guard as onRequestHookHandler];
      // The API document shows the guard's answers too (the docs read this same schema later).
      if (route.schema) {
        const response = (route.schema.response ?? {}) as Record<string, unknown>;
        route.schema.response = { 401: errorBody, 403: errorBody, ...response };
      }
    });
  },
  { name: 'route-access', dependencies: ['auth'] },
);
