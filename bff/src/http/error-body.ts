import { z } from 'zod';

/** The one error shape of the API. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A machine-readable reason where the client acts on it: `unauthenticated`, `unverified`. */
  error: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBody>;
