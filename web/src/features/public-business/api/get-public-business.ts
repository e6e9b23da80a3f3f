import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type PublicBusinessResponse = ApiAnswer<'/api/business/{id}', 'get'>;

export const publicBusinessKey = (id: string) => `/business/${encodeURIComponent(id)}`;

export function getPublicBusiness(id: string): Promise<PublicBusinessResponse> {
  return dataOf(api.GET('/api/business/{id}', { params: { path: { id } } }));
}

export function usePublicBusiness(id: string) {
  return useSWR(publicBusinessKey(id), () => getPublicBusiness(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
