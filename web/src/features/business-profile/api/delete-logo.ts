import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { businessKey } from './get-business';

/** POST /api/business/deleteLogo. */
export function deleteLogo(): Promise<unknown> {
  return apiRequest<unknown>(`${businessKey}/deleteLogo`, { method: 'POST' });
}

export function useDeleteLogo() {
  return useSWRMutation(businessKey, () => deleteLogo(), { populateCache: false, revalidate: true });
}
