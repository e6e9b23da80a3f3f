import { RpcError } from '@localpros/kit';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error savePaymentMethod throws for input the business can correct. */
export function paymentDetailsError(fieldErrors: FieldError[]): RpcError {
  return RpcError.invalidArgument('Check the payment details', fieldErrors);
}

/** The text of a field that may arrive as anything over the wire. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
