/** One field problem reported by the server on a 400. */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** Every error body from the API has this shape. */
export interface ApiErrorBody {
  message?: string;
  errors?: ApiFieldError[];
  error?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: ApiFieldError[];
  /** The body's `error` code, e.g. "unverified" on a login refused until the e-mail is verified. */
  readonly code: string | undefined;

  constructor(status: number, message: string, fieldErrors: ApiFieldError[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

export const networkErrorMessage = "We couldn't reach LocalPros. Please check your connection and try again.";

export const unexpectedErrorMessage = 'Something went wrong. Please try again later.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An admin acting as a user tried what only the user may do (accept a quote, pay, change contact
 * details…): the server refuses with 403 and a message to show as it is.
 */
export function isImpersonationRefused(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && error.code === 'impersonating';
}
