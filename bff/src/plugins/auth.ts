import jwt from '@fastify/jwt';
import type { identityRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import type { BffConfig } from '../config.js';
import { type ApiUser, toApiUser, type UserType, userTypes } from '../http/api-user.js';
import { forbidden, unauthenticated } from '../http/http-error.js';

export const AUTH_COOKIE = 'auth_token';
const SESSION_DAYS = 30;
/** Used when JWT_SECRET is unset off production (config refuses that on production). */
const DEVELOPMENT_JWT_SECRET = 'localpros-development-jwt-secret-never-use-on-production';
let warnedAboutDevelopmentSecret = false;

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
    /** Signs a token for an identity session, sets the cookie and answers `{ token, user }`'s values. */
    signIn(session: identityRpc.SessionResponse): Promise<{ token: string; user: ApiUser }>;
    clearAuthCookie(): FastifyReply;
  }
}

/** The session of a guarded route (the guard has run). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  return request.cookies[AUTH_COOKIE] || undefined;
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
      secret: config.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
      sign: { algorithm: 'HS256', expiresIn: `${SESSION_DAYS}d` },
      verify: { algorithms: ['HS256'] },
    });

    const cookieOptions = {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
    } as const;

    app.decorateRequest('session', null);
    app.decorateRequest('authenticate', async function authenticate(this: FastifyRequest) {
      const token = tokenOf(this);
      if (!token) throw unauthenticated();
      let claims: TokenClaims;
      try {
        claims = tokenClaims.parse(app.jwt.verify(token));
      } catch {
        throw unauthenticated();
      }
      let live: identityRpc.AuthenticatedSession;
      try {
        live = await clients.identity.authenticateSession({ sessionId: claims.sid });
      } catch (error) {
        if (
          error instanceof RpcError &&
          (error.code === GrpcStatus.UNAUTHENTICATED ||
            error.code === GrpcStatus.NOT_FOUND ||
            error.code === GrpcStatus.INVALID_ARGUMENT)
        ) {
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
      const token = app.jwt.sign(claims);
      this.setCookie(AUTH_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 24 * 60 * 60 });
      return { token, user: toApiUser(session.user, Boolean(session.impersonatorId)) };
    });
    app.decorateReply('clearAuthCookie', function clearAuthCookie(this: FastifyReply) {
      return this.clearCookie(AUTH_COOKIE, cookieOptions);
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
