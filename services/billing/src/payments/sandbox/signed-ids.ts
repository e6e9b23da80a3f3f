import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandboxes keep no state (billing runs several replicas and restarts): what a token or payment
 * id must remember travels inside it, as base64url JSON, signed so that an id billing did not get
 * from the sandbox (mistyped, edited, from another environment) is refused rather than trusted.
 * The sandbox moves no money, so the default key is a fixed one shared by every replica.
 */
export const DEFAULT_SANDBOX_SIGNING_KEY = 'localpros-payments-sandbox';

function signature(text: string, key: string): string {
  return createHmac('sha256', key).update(text).digest('base64url').slice(0, 16);
}

export function signedId(prefix: string, payload: Record<string, unknown>, key: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${prefix}${body}.${signature(prefix + body, key)}`;
}

/** The payload of an id signedId made with this prefix and key, or null. */
export function readSignedId(prefix: string, id: string, key: string): Record<string, unknown> | null {
  if (!id.startsWith(prefix)) return null;
  const [body, given, ...rest] = id.slice(prefix.length).split('.');
  if (!body || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(prefix + body, key));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A short stable digest, for ids that must repeat for the same idempotency key. */
export function digestOf(text: string, length: number): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, length);
}

/** Whole pence above zero: a provider refuses anything else, and so do the sandboxes. */
export function assertChargeableAmount(amountPence: number): void {
  if (!Number.isInteger(amountPence) || amountPence < 1) {
    throw new RangeError(`A charge must be a whole number of pence above zero, not ${amountPence}`);
  }
}
