import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config.js';
import { HttpError } from '../http/http-error.js';
import { AUTH_COOKIE, bearerOf } from './auth.js';

export const CROSS_SITE_REFUSED =
  'This request came from another website, so it was refused. Open LocalPros directly and try again.';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site request forgery: a state-changing request that a browser sent with the auth
 * cookie must come from the site itself — its `Origin` the request's own host, PUBLIC_URL's
 * origin or one of CORS_ORIGINS; without `Origin`, its `Sec-Fetch-Site` `same-origin` (or
 * `none`: typed by the user). SameSite=Lax alone still lets a sibling subdomain or an old
 * browser through.
 *
 * Not checked, on purpose:
 * - requests whose `Authorization: Bearer <token>` is what authenticates them (the same parse as
 *   the auth plugin's): that header is not an ambient credential (a page of another site cannot add
 *   it without CORS allowing it). A malformed one (`Bearer`, `Bearer a b`) leaves the cookie
 *   authenticating, so it is checked;
 * - requests without the cookie: nothing of the user's to forge with;
 * - requests with neither `Origin` nor `Sec-Fetch-Site` (curl, server to server): every browser
 *   sends at least one of them on a cross-site POST, PUT, PATCH or DELETE, so a forged request
 *   always carries the evidence checked here.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<BffConfig, 'PUBLIC_URL' | 'CORS_ORIGINS'> }) => {
    const trusted = new Set<string>();
    if (options.config.PUBLIC_URL) {
      const origin = originOf(options.config.PUBLIC_URL);
      if (origin) trusted.add(origin);
    }
    for (const entry of options.config.CORS_ORIGINS.split(',')) {
      const origin = entry.trim() ? originOf(entry.trim()) : null;
      if (origin) trusted.add(origin);
    }

    const fromTheSite = (request: FastifyRequest): boolean => {
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (trusted.has(origin)) return true;
        const host = request.headers.host;
        try {
          return host !== undefined && new URL(origin).host === host;
        } catch {
          // "null" (a sandboxed page, a redirect chain) and anything unparsable.
          return false;
        }
      }
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined) return site === 'same-origin' || site === 'none';
      return true;
    };

    app.addHook('onRequest', async (request) => {
      if (!stateChanging.has(request.method)) return;
      if (bearerOf(request)) return;
      if (!request.cookies[AUTH_COOKIE]) return;
      if (!fromTheSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED, { error: 'cross_site_request' });
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
