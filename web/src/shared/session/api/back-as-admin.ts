import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { SessionTokenResponse } from '../session-slice';

export const backAsAdminKey = '/login/back-as-admin';

/** POST /api/login/back-as-admin: ends the impersonation; answers the admin's token and user. */
export function backAsAdmin(): Promise<SessionTokenResponse> {
  return apiRequest<SessionTokenResponse>(backAsAdminKey, { method: 'POST' });
}

export function useBackAsAdmin() {
  return useSWRMutation(backAsAdminKey, () => backAsAdmin());
}
