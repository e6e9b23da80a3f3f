import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import { billingMessages, idempotencyKey } from './billing-input.js';

/** Billing names a declined charge by this field (proto/billing.proto, COMMON decisions). */
const DECLINE_PATH = 'paymentMethod';
/** Fields of a payment method: billing's errors name them bare, the API under `paymentMethod.`. */
const METHOD_FIELDS = new Set([
  'type',
  'sourceId',
  'verificationToken',
  'cardholderName',
  'postcode',
  'accountHolder',
  'sortCode',
  'accountNumber',
  'mandateConfirmed',
]);

/**
 * Billing's answer as the API gives it: a declined card or refused mandate (FAILED_PRECONDITION
 * naming `paymentMethod`) is 402 Payment Required with the provider's message; a payment field's
 * error is named as the body names it. Anything else goes to the one error handler unchanged.
 */
export function asBillingHttpError(error: unknown, options: { nestedMethod: boolean }): unknown {
  if (!(error instanceof RpcError) || !error.fieldErrors?.length) return error;
  if (error.code === GrpcStatus.FAILED_PRECONDITION && error.fieldErrors.some((e) => e.path === DECLINE_PATH)) {
    return new HttpError(402, error.message, { errors: error.fieldErrors });
  }
  if (error.code === GrpcStatus.INVALID_ARGUMENT && options.nestedMethod) {
    const errors = error.fieldErrors.map((e) =>
      METHOD_FIELDS.has(e.path) ? { ...e, path: `${DECLINE_PATH}.${e.path}` } : e,
    );
    return new HttpError(400, error.message, { errors });
  }
  return error;
}

/** Calls billing and translates its payment answers (see asBillingHttpError). */
export async function billingCall<T>(call: Promise<T>, options = { nestedMethod: true }): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asBillingHttpError(error, options);
  }
}

/**
 * The Idempotency-Key of a charging call, checked before the body so a client without one
 * learns that first (400, never a charge without a key).
 */
export async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  const header = request.headers['idempotency-key'];
  const parsed = idempotencyKey.safeParse(Array.isArray(header) ? undefined : header);
  if (!parsed.success) {
    throw new HttpError(400, billingMessages.idempotencyKey, {
      errors: [{ path: 'Idempotency-Key', message: billingMessages.idempotencyKey }],
    });
  }
}

export const idempotencyKeyOf = (request: FastifyRequest) =>
  (request.headers['idempotency-key'] as string).toLowerCase();
