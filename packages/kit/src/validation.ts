import type { z } from 'zod';
import { RpcError } from './grpc/rpc-error.js';

/** zod issues as the { path, message } list every error body and RpcError carries. */
export function fieldErrorsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a request is a UUID: checked before a query, so a malformed id is a not-found, not a 500. */
export const isUuid = (value: string | undefined): value is string => UUID.test(value ?? '');

/** Parses a request inside a service; bad input is INVALID_ARGUMENT with field errors. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw RpcError.invalidArgument('Invalid request', fieldErrorsOf(result.error));
  return result.data;
}

/**
 * A time PostgreSQL can store: its timestamps have no year 0 and are read with four-digit years.
 * Times from requests are checked with this before a query, so an odd one is a 400, not a 500.
 */
export function isStorableTime(at: Date): boolean {
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= 1 && year <= 9999;
}
