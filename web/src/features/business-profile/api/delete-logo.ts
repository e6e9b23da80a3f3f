import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import { businessKey } from './get-business';

/** POST /api/business/deleteLogo. */
export function deleteLogo(): Promise<ApiAnswer<'/api/business/deleteLogo', 'post'>> {
  return dataOf(api.POST('/api/business/deleteLogo'));
}

export function useDeleteLogo() {
  return useSWRMutation(businessKey, () => deleteLogo(), { populateCache: false, revalidate: true });
}
