import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type ServiceCatalog = ApiAnswer<'/api/public/services', 'get'>;

export const serviceCatalogKey = '/public/services';

export function getServiceCatalog(): Promise<ServiceCatalog> {
  return dataOf(api.GET('/api/public/services'));
}

/** GET /api/public/services: the live categories and services with their landing-page slugs. */
export function useServiceCatalog() {
  return useSWR(serviceCatalogKey, getServiceCatalog, { revalidateOnFocus: false });
}
