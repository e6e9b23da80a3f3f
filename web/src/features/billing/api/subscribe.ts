import { apiRequest } from '@/shared/api/api-client';
import type { PaymentMethodInput } from '../lib/payment-method';

/** POST /api/subscription: the first month charged under the attempt's Idempotency-Key. */
export function subscribe(
  body: { packageId: string; promoCode: string; paymentMethod: PaymentMethodInput },
  idempotencyKey: string,
): Promise<unknown> {
  return apiRequest('/subscription', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
