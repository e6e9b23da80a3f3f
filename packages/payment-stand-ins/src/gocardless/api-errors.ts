import { randomUUID } from 'node:crypto';

/**
 * GoCardless's error envelope: `{ error: { type, code, message, errors, request_id,
 * documentation_url } }`. `validation_failed` errors name a `field` and `request_pointer`;
 * the others a `reason` (and sometimes `links`).
 */

export type ApiErrorType = 'validation_failed' | 'invalid_api_usage' | 'invalid_state' | 'gocardless';

export interface ApiErrorDetail {
  field?: string;
  request_pointer?: string;
  reason?: string;
  message: string;
  links?: Record<string, string>;
}

export class GoCardlessApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ApiErrorType,
    message: string,
    readonly errors: ApiErrorDetail[],
  ) {
    super(message);
  }

  body(): { error: Record<string, unknown> } {
    const anchor = this.errors[0]?.reason ?? this.type;
    return {
      error: {
        type: this.type,
        code: this.status,
        message: this.message,
        errors: this.errors,
        documentation_url: `https://developer.gocardless.com/api-reference#${anchor}`,
        request_id: randomUUID(),
      },
    };
  }
}

/** 422: the fields named (with the resource key, e.g. 'customers') are invalid. */
export function validationFailed(resource: string, fields: { field: string; message: string }[]): GoCardlessApiError {
  return new GoCardlessApiError(
    422,
    'validation_failed',
    'Validation failed',
    fields.map(({ field, message }) => ({
      field,
      message,
      request_pointer: `/${resource}/${field.replaceAll('.', '/')}`,
    })),
  );
}

export function invalidApiUsage(status: number, reason: string, message: string): GoCardlessApiError {
  return new GoCardlessApiError(status, 'invalid_api_usage', message, [{ reason, message }]);
}

export function invalidState(
  status: number,
  reason: string,
  message: string,
  links?: Record<string, string>,
): GoCardlessApiError {
  return new GoCardlessApiError(status, 'invalid_state', message, [{ reason, message, ...(links ? { links } : {}) }]);
}

export const notFound = (): GoCardlessApiError => invalidApiUsage(404, 'resource_not_found', 'Resource not found');

/** 409, as GoCardless answers a create whose Idempotency-Key was used before. */
export function idempotentCreationConflict(conflictingResourceId: string): GoCardlessApiError {
  return invalidState(
    409,
    'idempotent_creation_conflict',
    'A resource has already been created with this idempotency key',
    {
      conflicting_resource_id: conflictingResourceId,
    },
  );
}
