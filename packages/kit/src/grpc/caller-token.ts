import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { type CallingService, USER_TOKEN_ISSUER } from '@localpros/contracts';
import type { ActingUser } from '../context.js';
import { developmentCallerKey, developmentPublicKeys, parsePublicKeys, parseSigningKey } from './caller-keys.js';
import { RpcError } from './rpc-error.js';

/**
 * Caller tokens: who is calling a service, and for which end user. A compact JWT (EdDSA,
 * Ed25519), signed by the calling process with its own private key for one target service and
 * at most 60 seconds; services verify with the callers' public keys only (caller-keys.ts). Claims:
 * iss (calling service), aud (target gRPC service), sub/typ/sid/act (the end user, their type,
 * session and impersonating admin; absent before a user is known, and only ever from the BFF),
 * iat, exp.
 *
 * Written on node:crypto rather than a JWT library: the format is fixed (one algorithm, one
 * header, so no algorithm confusion to guard against) and it adds no dependency to every service.
 * Ed25519 costs more than an HMAC (a signature ~40 µs, a check ~120 µs), so the BFF reuses a token
 * for most of its minute and a service checks each token once (loadtests/caller-token-bench.ts).
 */
export const CALLER_TOKEN_METADATA_KEY = 'x-caller-token';
export const CALLER_TOKEN_LIFETIME_SECONDS = 60;
/** A signed token is reused until it has this many seconds left (no signing per call). */
const REUSE_UNTIL_SECONDS_LEFT = 15;
/** Tolerated clock difference between pods. */
const CLOCK_SKEW_SECONDS = 5;
const MAX_CACHED_TOKENS = 10_000;

const HEADER = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url');

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

/** Signs the tokens of one calling process with its private key. */
export class CallerTokenSigner {
  readonly publicKey: KeyObject;

  constructor(
    readonly issuer: string,
    private readonly privateKey: KeyObject,
  ) {
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('A caller key must be Ed25519');
    this.publicKey = createPublicKey(privateKey);
  }

  sign(options: { audience: string; user?: ActingUser; now?: number; lifetimeSeconds?: number }): string {
    const iat = options.now ?? nowSeconds();
    const { user } = options;
    const claims: Claims = {
      iss: this.issuer,
      aud: options.audience,
      ...(user ? { sub: user.id, typ: user.type } : {}),
      ...(user?.sessionId ? { sid: user.sessionId } : {}),
      ...(user?.impersonatorId ? { act: user.impersonatorId } : {}),
      iat,
      exp: iat + (options.lifetimeSeconds ?? CALLER_TOKEN_LIFETIME_SECONDS),
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${sign(null, Buffer.from(signingInput), this.privateKey).toString('base64url')}`;
  }
}

/** Checks tokens against the public key of the caller each names. */
export class CallerTokenVerifier {
  /**
   * Tokens already verified, until they expire: the BFF reuses a token for most of its minute,
   * so a service meets the same string many times and checks its signature once.
   */
  private readonly verified = new Map<string, { audience: string; exp: number; caller: Caller }>();

  constructor(private readonly publicKeys: ReadonlyMap<string, KeyObject>) {}

  /** A verifier of one signer's tokens: the embedded host, which signs and checks in one process. */
  static of(signer: CallerTokenSigner): CallerTokenVerifier {
    return new CallerTokenVerifier(new Map([[signer.issuer, signer.publicKey]]));
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
    // The issuer picks the key, so a token is only ever as trusted as the caller it names.
    const key = this.publicKeys.get(iss);
    if (!key) throw unauthenticated(`The caller token names ${iss}, whose key this service does not hold`);
    const signature = Buffer.from(token.slice(lastDot + 1), 'base64url');
    if (!verify(null, Buffer.from(token.slice(0, lastDot)), key, signature)) {
      throw unauthenticated('The caller token signature is invalid');
    }
    if (aud !== audience) throw unauthenticated('The caller token is for another service');
    if (exp - iat > CALLER_TOKEN_LIFETIME_SECONDS || iat > now + CLOCK_SKEW_SECONDS) {
      throw unauthenticated('The caller token lives too long');
    }
    if (exp + CLOCK_SKEW_SECONDS <= now) throw unauthenticated('The caller token has expired');
    if (sub === undefined) return { caller: Object.freeze({ service: iss }), exp };
    if (iss !== USER_TOKEN_ISSUER) throw unauthenticated(`Only ${USER_TOKEN_ISSUER} may name a user`);
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
export function callerCredentials(signer: CallerTokenSigner): CallCredentials {
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
        token: signer.sign({ audience, user, now }),
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

/** The process's signer: CALLER_SIGNING_KEY (config refuses it unset on production), else the caller's development key. */
export const callerSignerFromEnv = (
  env: { readonly CALLER_SIGNING_KEY?: string },
  caller: CallingService = USER_TOKEN_ISSUER,
): CallerTokenSigner =>
  new CallerTokenSigner(
    caller,
    env.CALLER_SIGNING_KEY ? parseSigningKey(env.CALLER_SIGNING_KEY) : developmentCallerKey(caller),
  );

/** A service's verifier: the callers' keys in CALLER_PUBLIC_KEYS (required on production), else their development keys. */
export const callerVerifierFromEnv = (env: { readonly CALLER_PUBLIC_KEYS?: string }): CallerTokenVerifier =>
  new CallerTokenVerifier(env.CALLER_PUBLIC_KEYS ? parsePublicKeys(env.CALLER_PUBLIC_KEYS) : developmentPublicKeys());
