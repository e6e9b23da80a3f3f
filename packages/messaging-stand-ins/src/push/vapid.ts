import { createPublicKey, verify } from 'node:crypto';

/**
 * Voluntary Application Server Identification (VAPID, RFC 8292) as a push service checks it: the
 * `Authorization: vapid t=<JWT>, k=<public key>` header, the JWT signed ES256 with the key `k`
 * names, its `aud` the origin of the push endpoint, its `exp` in the future and at most 24 hours
 * away, and a `sub` to contact the sender by (a mailto: or https: URI).
 */

/** What a checked VAPID header said. */
export interface VapidClaims {
  /** The application server's public key (`k`), base64url of the uncompressed P-256 point. */
  publicKey: string;
  audience: string;
  subject: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Why a push was refused for its VAPID header, with the status a push service answers. */
export class VapidError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

const MAX_LIFETIME_SECONDS = 24 * 60 * 60;
/** Clocks differ: a token issued by a server a little ahead is not yet refused. */
const CLOCK_SKEW_SECONDS = 60;

const base64url = /^[A-Za-z0-9_-]+$/;

function parseHeader(authorization: string | undefined): { token: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) throw new VapidError(401, 'Authorization must be "vapid t=<JWT>, k=<public key>" (RFC 8292 §3)');
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) params.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new VapidError(401, 'the vapid Authorization has no t= token or no k= key');
  return { token, key };
}

function jsonPart(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new VapidError(401, `the JWT's ${what} is not base64url JSON`);
}

/**
 * Checks the VAPID Authorization of a push to `endpoint` at `nowSeconds`; answers its claims or
 * throws VapidError (401 for a missing or malformed header or a bad signature, 403 for claims
 * that do not hold, as push services answer).
 */
export function checkVapid(authorization: string | undefined, endpoint: string, nowSeconds: number): VapidClaims {
  const { token, key } = parseHeader(authorization);
  if (!base64url.test(key)) throw new VapidError(401, 'k= is not base64url');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    throw new VapidError(401, 'k= is not an uncompressed P-256 public key (65 bytes)');
  }
  const parts = token.split('.');
  if (parts.length !== 3) throw new VapidError(401, 'the token is not a JWS compact serialization');
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart, 'header');
  if (header.alg !== 'ES256') throw new VapidError(401, `the JWT is signed ${String(header.alg)}, not ES256`);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed = Buffer.from(`${headerPart}.${claimsPart}`);
  if (signature.length !== 64 || !verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)) {
    throw new VapidError(401, 'the JWT signature does not verify with the k= key');
  }
  const claims = jsonPart(claimsPart, 'claims');
  const origin = new URL(endpoint).origin;
  if (claims.aud !== origin) {
    throw new VapidError(403, `the JWT's aud is ${JSON.stringify(claims.aud)}, not the endpoint's origin ${origin}`);
  }
  const exp = claims.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new VapidError(403, 'the JWT has no numeric exp');
  if (exp <= nowSeconds) throw new VapidError(403, 'the JWT has expired');
  if (exp > nowSeconds + MAX_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) {
    throw new VapidError(403, 'the JWT expires more than 24 hours from now (RFC 8292 §2)');
  }
  const subject = claims.sub;
  if (typeof subject !== 'string' || !/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) {
    throw new VapidError(403, "the JWT's sub is not a mailto: or https: contact (RFC 8292 §2.1)");
  }
  return { publicKey: key, audience: origin, subject, expiresAt: exp };
}
