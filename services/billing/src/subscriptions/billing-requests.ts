import { packageIds } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { z } from 'zod';

export const businessId = z.uuid('Unknown business');
export const packageId = z.enum(packageIds, 'Choose the Standard or Premium package');
export const idempotencyKey = z.uuid('Idempotency-Key header must be a UUID');
export const promoCode = z.string().trim().max(10, 'A promo code has at most 10 characters');

/** Parses a request, or INVALID_ARGUMENT with the first problem's message and every field's. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw RpcError.invalidArgument(fieldErrors[0]?.message ?? 'Invalid request', fieldErrors);
}
