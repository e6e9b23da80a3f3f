import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

export const logOutKey = '/auth/logout';

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export function logOut(): Promise<ApiAnswer<'/api/auth/logout', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/logout'));
}

export function useLogOut() {
  return useSWRMutation(logOutKey, () => logOut());
}
