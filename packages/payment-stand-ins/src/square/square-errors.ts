/** Square's error objects (`{ errors: [{ category, code, detail, field? }] }`) and their HTTP statuses. */

export type SquareErrorCategory =
  | 'API_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'INVALID_REQUEST_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'PAYMENT_METHOD_ERROR';

export interface SquareErrorObject {
  category: SquareErrorCategory;
  code: string;
  detail: string;
  field?: string;
}

/** An API answer that is not a 200: its status and Square's error body (plus, for declines, the payment). */
export class SquareApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: SquareErrorObject[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.map((e) => `${e.code}: ${e.detail}`).join('; '));
  }

  get body(): Record<string, unknown> {
    return { errors: this.errors, ...this.extra };
  }
}

export function missingParameter(field: string): SquareApiError {
  return new SquareApiError(400, [
    {
      category: 'INVALID_REQUEST_ERROR',
      code: 'MISSING_REQUIRED_PARAMETER',
      detail: `Field must be set`,
      field,
    },
  ]);
}

export function invalidValue(field: string, detail: string, code = 'INVALID_VALUE'): SquareApiError {
  return new SquareApiError(400, [{ category: 'INVALID_REQUEST_ERROR', code, detail, field }]);
}

export function notFound(detail: string): SquareApiError {
  return new SquareApiError(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail }]);
}

export const unauthorized = (): SquareApiError =>
  new SquareApiError(401, [
    { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
  ]);

/** A card refusal (CreateCard or CreatePayment): 400 with category PAYMENT_METHOD_ERROR. */
export function paymentMethodError(code: string, extra: Record<string, unknown> = {}): SquareApiError {
  return new SquareApiError(
    400,
    [{ category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` }],
    extra,
  );
}
