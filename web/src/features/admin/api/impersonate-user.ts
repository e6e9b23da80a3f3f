import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import type { SessionTokenResponse } from '@/shared/session/session-slice';

export const impersonateKey = '/admin/impersonate/login';

/** POST /api/admin/impersonate/login: a token that acts as the user with this e-mail. */
export function impersonateUser(email: string): Promise<SessionTokenResponse> {
  return dataOf(api.POST('/api/admin/impersonate/login', { body: { email } }));
}

export function useImpersonateUser() {
  return useSWRMutation(impersonateKey, (_key: string, { arg }: { arg: string }) => impersonateUser(arg));
}
