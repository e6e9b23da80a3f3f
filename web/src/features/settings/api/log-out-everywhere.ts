import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export const logOutEverywhereKey = '/auth/logout-all';

/** POST /api/auth/logout-all: ends every session of the user, this one included, and clears the cookie. */
export function logOutEverywhere(): Promise<ApiAnswer<'/api/auth/logout-all', 'post'>> {
  return dataOf(api.POST('/api/auth/logout-all'));
}

export function useLogOutEverywhere() {
  return useSWRMutation(logOutEverywhereKey, () => logOutEverywhere());
}
