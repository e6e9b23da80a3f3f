// http/: transport only (errors, statuses, limits, proxies, sessions, forms, route access); API shapes are in views/.

import type { ErrorBody } from './error-body.js';

/**
 * A failure the BFF itself decides (401, 403, 413, 429 …). Routes throw it and the one error
 * handler answers `{ message, ...extra }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> & { status_code?: number } = {},
    /** Headers to send with it (e.g. retry-after). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'Please log in', { error: 'unauthenticated' });
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);

/**
 * A multipart body that cannot be read as one is the client's error, whatever the parser threw: its
 * own 4xx (too many parts…) stands, anything else (no boundary, cut short) is a 400.
 */
export function unreadableForm(error: unknown): Error {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof Error && status !== undefined && status >= 400 && status < 500) return error;
  return Object.assign(new HttpError(400, 'The form could not be read: send it as multipart/form-data'), {
    cause: error,
  });
}
