import type { z } from 'zod';
import { RpcError } from './grpc/rpc-error.js';

/** zod issues as the { path, message } list every error body and RpcError carries. */
export function fieldErrorsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses a request inside a service; bad input is INVALID_ARGUMENT with field errors. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw RpcError.invalidArgument('Invalid request', fieldErrorsOf(result.error));
  return result.data;
}
