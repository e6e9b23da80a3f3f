import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/subscription: the first month charged under the attempt's Idempotency-Key. */
export function subscribe(
  body: ApiBody<'/api/subscription', 'post'>,
  idempotencyKey: string,
): Promise<ApiAnswer<'/api/subscription', 'post'>> {
  return dataOf(api.POST('/api/subscription', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));
}
