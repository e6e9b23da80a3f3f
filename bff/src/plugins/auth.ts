import jwt from '@fastify/jwt';
import type { identityRpc } from '@localpros/contracts';
import { secretOrDevelopment, setActingUser } from '@localpros/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import type { BffConfig } from '../config.js';
import { forbidden, unauthenticated } from '../http/http-error.js';
import { isSessionGone, SessionCheckCache } from '../http/session-cache.js';
import { VerifiedTokens } from '../http/verified-tokens.js';
import { type ApiUser, toApiUser, type UserType, userTypes } from '../views/api-user.js';

export const AUTH_COOKIE = 'auth_token';
/**
 * Beside the HttpOnly session cookie, one the page can read that holds no secret, only "1": a
 * visitor's page sees it missing and does not ask who is signed in (no 401 on every public
 * page). It is set and cleared with the session cookie; the web app reads the same name.
 */
export const SIGNED_IN_HINT_COOKIE = 'lp_signed_in';
/** Identity's limit of a session; a token outlives its session never (identity says when it ends). */
const SESSION_DAYS = 30;
let warnedAboutDevelopmentSecret = false;

/** Seconds from now until identity's expiry of the session (the longest session when it gives none). */
function secondsUntil(expiresAt: string | undefined): number {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const longest = SESSION_DAYS * 24 * 60 * 60;
  if (Number.isNaN(at)) return longest;
  return Math.max(1, Math.min(longest, Math.round((at - Date.now()) / 1000)));
}

/** What a session token says: user, session, user type and, while impersonating, the admin. */
const tokenClaims = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  typ: z.enum(userTypes),
  act: z.object({ sub: z.string().min(1) }).optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/** The signed-in user of a request, as identity confirmed it for this request. */
export interface AuthSession {
  user: identityRpc.User;
  sessionId: string;
  /** The admin acting as this user, or null. */
  impersonatorId: string | null;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** identity's recent answers about sessions; cleared whenever this BFF ends sessions. */
    sessionChecks: SessionCheckCache;
    /** Route guard: any signed-in user. */
    requireUser: Guard;
    /** Route guard: a signed-in user of one of these types (an impersonation session has the user's type). */
    requireRole(...roles: UserType[]): Guard;
  }
  interface FastifyRequest {
    /** Set by the guards; null on public routes. */
    session: AuthSession | null;
    /** Verifies the token and asks identity whether its session is live; throws 401. */
    authenticate(): Promise<AuthSession>;
  }
  interface FastifyReply {
    /** Signs a token for an identity session, sets the cookie and answers `{ user }` (and the token to API clients). */
    signIn(session: identityRpc.SessionResponse): Promise<{ token?: string; user: ApiUser }>;
    clearAuthCookie(): FastifyReply;
  }
}

/** The session of a guarded route (the guard has run). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The token of an `Authorization: Bearer` header; when there is one, it (not the cookie) authenticates. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

function tokenOf(request: FastifyRequest): string | undefined {
  return bearerOf(request) ?? (request.cookies[AUTH_COOKIE] || undefined);
}

/**
 * The claims of the request's token when its signature holds, without asking identity (whether
 * its session is live is another question: `request.authenticate()`). Null without a valid token.
 */
export function verifiedClaimsOf(app: FastifyInstance, request: FastifyRequest): TokenClaims | null {
  const token = tokenOf(request);
  if (!token) return null;
  try {
    return claimsOfToken(app, token);
  } catch {
    return null;
  }
}

const verifiedTokens = new WeakMap<object, VerifiedTokens<TokenClaims>>();

/** The token's claims when its signature holds (verified once per token string); throws otherwise. */
function claimsOfToken(app: FastifyInstance, token: string): TokenClaims {
  let known = verifiedTokens.get(app.jwt);
  if (!known) {
    known = new VerifiedTokens<TokenClaims>();
    // Keyed by the app's jwt (one per signing secret), shared by its encapsulated children.
    verifiedTokens.set(app.jwt, known);
  }
  const cached = known.get(token);
  if (cached) return cached;
  const payload = app.jwt.verify<{ exp?: number }>(token);
  const claims = tokenClaims.parse(payload);
  known.remember(token, claims, payload.exp);
  return claims;
}

/**
 * Session tokens (HS256 JWT in the `auth_token` cookie or `Authorization: Bearer`), checked
 * against identity on every guarded request, so a logged-out session stops working at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: BffConfig; clients: ServiceClients }) => {
    const { config, clients } = options;
    if (!config.JWT_SECRET && !warnedAboutDevelopmentSecret) {
      warnedAboutDevelopmentSecret = true;
      app.log.warn('JWT_SECRET is not set: signing session tokens with the development secret (never on production)');
    }
    await app.register(jwt, {
      secret: secretOrDevelopment(config.JWT_SECRET, 'JWT_SECRET'),
      sign: { algorithm: 'HS256', expiresIn: `${SESSION_DAYS}d` },
      verify: { algorithms: ['HS256'] },
    });

    const cookieOptions = {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
    } as const;
    const hintOptions = { ...cookieOptions, httpOnly: false } as const;
    const sessionChecks = new SessionCheckCache(config.SESSION_CACHE_MS);
    app.decorate('sessionChecks', sessionChecks);
    // A change made with a session (a new name, the end of an impersonation…) shows in its very next
    // request: its cached answer goes before this one is sent.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.session && request.method !== 'GET' && request.method !== 'HEAD') {
        sessionChecks.forget(request.session.sessionId);
      }
      return payload;
    });

    app.decorateRequest('session', null);
    app.decorateRequest('authenticate', async function authenticate(this: FastifyRequest) {
      const token = tokenOf(this);
      if (!token) throw unauthenticated();
      let claims: TokenClaims;
      try {
        claims = claimsOfToken(app, token);
      } catch {
        throw unauthenticated();
      }
      let live: identityRpc.AuthenticatedSession;
      try {
        live = await sessionChecks.lookup(claims.sid, () =>
          clients.identity.authenticateSession({ sessionId: claims.sid }),
        );
      } catch (error) {
        if (isSessionGone(error)) {
          throw unauthenticated();
        }
        throw error;
      }
      // The session must still belong to the token's user (and the same admin, if any).
      if (!live.user || live.user.id !== claims.sub || (live.impersonatorId || undefined) !== claims.act?.sub) {
        throw unauthenticated();
      }
      const session: AuthSession = {
        user: live.user,
        sessionId: claims.sid,
        impersonatorId: live.impersonatorId || null,
      };
      this.session = session;
      // From here the request's gRPC calls carry this user in their caller token.
      setActingUser({
        id: live.user.id,
        type: live.user.userType,
        sessionId: claims.sid,
        ...(session.impersonatorId ? { impersonatorId: session.impersonatorId } : {}),
      });
      return session;
    });

    app.decorateReply('signIn', async function signIn(this: FastifyReply, session: identityRpc.SessionResponse) {
      if (!session.user) throw new Error('identity answered a session without a user');
      const claims: TokenClaims = {
        sub: session.user.id,
        sid: session.sessionId,
        typ: session.user.userType as UserType,
        ...(session.impersonatorId ? { act: { sub: session.impersonatorId } } : {}),
      };
      // The token and the cookie end with the session: 30 days at most, an impersonation within the hour.
      const lifetime = secondsUntil(session.expiresAt);
      const token = app.jwt.sign(claims, { expiresIn: lifetime });
      this.setCookie(AUTH_COOKIE, token, { ...cookieOptions, maxAge: lifetime });
      this.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, maxAge: lifetime });
      const user = toApiUser(session.user, Boolean(session.impersonatorId));
      // A browser keeps the session in the httpOnly cookie: the token stays out of the body, where a
      // script on the page could read it. API clients (no Sec-Fetch-Site) get it to send as Bearer.
      return fromBrowser(this.request) ? { user } : { token, user };
    });
    app.decorateReply('clearAuthCookie', function clearAuthCookie(this: FastifyReply) {
      // The session cookie first: clients reading one Set-Cookie line see it first.
      this.clearCookie(AUTH_COOKIE, cookieOptions);
      return this.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
    });

    const requireUser: Guard = async (request, reply) => {
      try {
        await request.authenticate();
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 401) reply.clearAuthCookie();
        throw error;
      }
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: UserType[]): Guard => {
      return async (request, reply) => {
        await requireUser(request, reply);
        if (!roles.includes(sessionOf(request).user.userType as UserType)) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * Whether a request came from a browser: every current browser sends Sec-Fetch-Site on every
 * request, and a page's script cannot remove it. (Sec-Fetch-Mode alone is no sign: Node's fetch
 * sends it too.)
 */
export function fromBrowser(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] !== undefined;
}
