import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const logOutEverywhereKey = '/auth/logout-all';

/** POST /api/auth/logout-all: ends every session of the user, this one included, and clears the cookie. */
export function logOutEverywhere(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(logOutEverywhereKey, { method: 'POST' });
}

export function useLogOutEverywhere() {
  return useSWRMutation(logOutEverywhereKey, () => logOutEverywhere());
}
