import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { secretOrDevelopment } from '../config/secrets.js';
import type { ActingUser } from '../context.js';
import { RpcError } from './rpc-error.js';

/**
 * Caller tokens: who is calling a service, and for which end user. A compact JWT (HS256,
 * SERVICE_TOKEN_SECRET), signed by the calling process for one target service and at most
 * 60 seconds. Claims: iss (calling service), aud (target gRPC service), sub/typ/sid/act (the
 * end user, their type, session and impersonating admin; absent before a user is known),
 * iat, exp.
 *
 * Written on node:crypto rather than a JWT library: the format is fixed (one algorithm, one
 * header, so no algorithm confusion to guard against), it adds no dependency to every
 * service, and a verify is one HMAC and one JSON.parse, which matters on every call.
 */
export const CALLER_TOKEN_METADATA_KEY = 'x-caller-token';
export const CALLER_TOKEN_LIFETIME_SECONDS = 60;
/** A signed token is reused until it has this many seconds left (no signing per call). */
const REUSE_UNTIL_SECONDS_LEFT = 15;
/** Tolerated clock difference between pods. */
const CLOCK_SKEW_SECONDS = 5;
const MAX_CACHED_TOKENS = 10_000;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The verified caller of an RPC: the calling service and, when there is one, the end user. */
export interface Caller {
  service: string;
  user?: ActingUser;
}

interface Claims {
  iss: string;
  aud: string;
  sub?: string;
  typ?: string;
  sid?: string;
  act?: string;
  iat: number;
  exp: number;
}

const unauthenticated = (message: string) => new RpcError(status.UNAUTHENTICATED, message);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs and verifies caller tokens with one key (created once; HMAC keys are cheap to reuse). */
export class CallerTokens {
  private readonly key: KeyObject;
  /**
   * Tokens already verified, until they expire: the BFF reuses a token for most of its minute,
   * so a service meets the same string many times and checks its signature once.
   */
  private readonly verified = new Map<string, { audience: string; exp: number; caller: Caller }>();

  constructor(secret: string) {
    if (secret.length === 0) throw new Error('SERVICE_TOKEN_SECRET is empty');
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private mac(signingInput: string): string {
    return createHmac('sha256', this.key).update(signingInput).digest('base64url');
  }

  sign(options: {
    issuer: string;
    audience: string;
    user?: ActingUser;
    now?: number;
    lifetimeSeconds?: number;
  }): string {
    const iat = options.now ?? nowSeconds();
    const { user } = options;
    const claims: Claims = {
      iss: options.issuer,
      aud: options.audience,
      ...(user ? { sub: user.id, typ: user.type } : {}),
      ...(user?.sessionId ? { sid: user.sessionId } : {}),
      ...(user?.impersonatorId ? { act: user.impersonatorId } : {}),
      iat,
      exp: iat + (options.lifetimeSeconds ?? CALLER_TOKEN_LIFETIME_SECONDS),
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${this.mac(signingInput)}`;
  }

  /** The caller a token names, or UNAUTHENTICATED: missing, malformed, forged, expired or for another service. */
  verify(token: string | undefined, audience: string, now = nowSeconds()): Caller {
    if (!token) throw unauthenticated('This call carries no caller token');
    const known = this.verified.get(token);
    if (known && known.audience === audience && known.exp + CLOCK_SKEW_SECONDS > now) return known.caller;
    const { caller, exp } = this.verifySignedClaims(token, audience, now);
    if (this.verified.size >= MAX_CACHED_TOKENS) this.verified.clear();
    this.verified.set(token, { audience, exp, caller });
    return caller;
  }

  private verifySignedClaims(token: string, audience: string, now: number): { caller: Caller; exp: number } {
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    if (firstDot <= 0 || lastDot === firstDot || token.slice(0, firstDot) !== HEADER) {
      throw unauthenticated('The caller token is malformed');
    }
    const expected = Buffer.from(this.mac(token.slice(0, lastDot)));
    const given = Buffer.from(token.slice(lastDot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthenticated('The caller token signature is invalid');
    }
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(token.slice(firstDot + 1, lastDot), 'base64url').toString('utf8'));
    } catch {
      throw unauthenticated('The caller token is malformed');
    }
    const { iss, aud, sub, typ, sid, act, iat, exp } = claims;
    if (typeof iss !== 'string' || !iss || typeof iat !== 'number' || typeof exp !== 'number') {
      throw unauthenticated('The caller token is malformed');
    }
    if (aud !== audience) throw unauthenticated('The caller token is for another service');
    if (exp - iat > CALLER_TOKEN_LIFETIME_SECONDS || iat > now + CLOCK_SKEW_SECONDS) {
      throw unauthenticated('The caller token lives too long');
    }
    if (exp + CLOCK_SKEW_SECONDS <= now) throw unauthenticated('The caller token has expired');
    if (sub === undefined) return { caller: Object.freeze({ service: iss }), exp };
    if (typeof sub !== 'string' || !sub || typeof typ !== 'string' || !typ) {
      throw unauthenticated('The caller token is malformed');
    }
    // Frozen: the same caller is handed to every call that carries this token.
    const user = Object.freeze({
      id: sub,
      type: typ,
      ...(typeof sid === 'string' && sid ? { sessionId: sid } : {}),
      ...(typeof act === 'string' && act ? { impersonatorId: act } : {}),
    });
    return { caller: Object.freeze({ service: iss, user }), exp };
  }
}

/** Gives a client the token of each call: for its target service and the current end user. */
export type CallCredentials = (audience: string, user: ActingUser | undefined) => string;

/**
 * The credentials of a calling service (the BFF): signs a token per (target, user, session,
 * admin) and reuses it for most of its minute, so a request costs a map lookup, not a signature.
 */
export function callerCredentials(tokens: CallerTokens, issuer: string): CallCredentials {
  type Entry = { token: string; reuseUntil: number };
  const byKey = new Map<string, Entry>();
  // A request's calls share its user object: they find their token without building a key.
  const byUser = new WeakMap<ActingUser, Map<string, Entry>>();
  return (audience, user) => {
    const now = nowSeconds();
    const perUser = user ? byUser.get(user) : undefined;
    const recent = perUser?.get(audience);
    if (recent && recent.reuseUntil > now) return recent.token;
    const key = user
      ? `${audience}\n${user.id}\n${user.type}\n${user.sessionId ?? ''}\n${user.impersonatorId ?? ''}`
      : audience;
    let entry = byKey.get(key);
    if (!entry || entry.reuseUntil <= now) {
      // A crude bound: tokens expire within a minute anyway, so dropping them all costs one signature each.
      if (byKey.size >= MAX_CACHED_TOKENS) byKey.clear();
      entry = {
        token: tokens.sign({ issuer, audience, user, now }),
        reuseUntil: now + CALLER_TOKEN_LIFETIME_SECONDS - REUSE_UNTIL_SECONDS_LEFT,
      };
      byKey.set(key, entry);
    }
    if (user) {
      if (perUser) perUser.set(audience, entry);
      else byUser.set(user, new Map([[audience, entry]]));
    }
    return entry.token;
  };
}

/** The audience of a method: its gRPC service name, from its path ("/pkg.Service/Method"). */
export const audienceOf = (methodPath: string): string => methodPath.slice(1, methodPath.lastIndexOf('/'));

/** The process's token key: SERVICE_TOKEN_SECRET (config refuses it unset on production), else the development one. */
export const callerTokensFromEnv = (env: { readonly SERVICE_TOKEN_SECRET?: string }): CallerTokens =>
  new CallerTokens(secretOrDevelopment(env.SERVICE_TOKEN_SECRET || undefined, 'SERVICE_TOKEN_SECRET'));
