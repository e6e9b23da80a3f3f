import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type UserDelivery = ApiAnswer<'/api/admin/users/{id}/deliveries', 'get'>['deliveries'][number];

/** GET /api/admin/users/{id}/deliveries: a user's recent messages, newest first; null while none is chosen. */
export function useUserDeliveries(userId: string | null) {
  return useSWR(userId ? `/admin/users/${encodeURIComponent(userId)}/deliveries` : null, () =>
    dataOf(api.GET('/api/admin/users/{id}/deliveries', { params: { path: { id: userId ?? '' }, query: {} } })),
  );
}
