import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type ServiceBusinesses = ApiAnswer<'/api/public/services/{serviceId}/businesses', 'get'>;

/** How many businesses a landing page shows at a time. */
export const BUSINESSES_PER_PAGE = 12;

export function getServiceBusinesses(serviceId: string, offset: number): Promise<ServiceBusinesses> {
  return dataOf(
    api.GET('/api/public/services/{serviceId}/businesses', {
      params: { path: { serviceId }, query: { limit: BUSINESSES_PER_PAGE, offset } },
    }),
  );
}

/** GET /api/public/services/{id}/businesses: the verified businesses offering it, a page at a time. */
export function useServiceBusinesses(serviceId: string, offset: number) {
  return useSWR(['/public/services/businesses', serviceId, offset], () => getServiceBusinesses(serviceId, offset), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
