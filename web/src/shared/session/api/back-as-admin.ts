import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import type { SessionTokenResponse } from '../session-slice';

export const backAsAdminKey = '/login/back-as-admin';

/** POST /api/login/back-as-admin: ends the impersonation; answers the admin's token and user. */
export function backAsAdmin(): Promise<SessionTokenResponse> {
  return dataOf(api.POST('/api/login/back-as-admin'));
}

export function useBackAsAdmin() {
  return useSWRMutation(backAsAdminKey, () => backAsAdmin());
}
