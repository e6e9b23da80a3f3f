import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type ServicePrices = ApiAnswer<'/api/public/services/{serviceId}/prices', 'get'>;
export type ServicePrice = ServicePrices['prices'][number];

export function getServicePrices(serviceId: string): Promise<ServicePrices> {
  return dataOf(api.GET('/api/public/services/{serviceId}/prices', { params: { path: { serviceId } } }));
}

/** GET /api/public/services/{id}/prices: typical prices from accepted quotes, when there are enough. */
export function useServicePrices(serviceId: string) {
  return useSWR(['/public/services/prices', serviceId], () => getServicePrices(serviceId), {
    revalidateOnFocus: false,
  });
}
