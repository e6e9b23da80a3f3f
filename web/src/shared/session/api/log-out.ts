import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const logOutKey = '/auth/logout';

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export function logOut(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(logOutKey, { method: 'POST', handleUnauthenticated: false });
}

export function useLogOut() {
  return useSWRMutation(logOutKey, () => logOut());
}
