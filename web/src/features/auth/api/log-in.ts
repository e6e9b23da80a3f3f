import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { SessionTokenResponse } from '@/shared/session/session-slice';

export interface LogInInput {
  email: string;
  password: string;
}

export const logInKey = '/auth/login';

/**
 * POST /api/auth/login: answers the token and user and sets the auth cookie. A wrong password
 * is a 401 here, which is an answer to show, not an expired session.
 */
export function logIn(input: LogInInput): Promise<SessionTokenResponse> {
  return apiRequest<SessionTokenResponse>(logInKey, { method: 'POST', body: input, handleUnauthenticated: false });
}

export function useLogIn() {
  return useSWRMutation(logInKey, (_key: string, { arg }: { arg: LogInInput }) => logIn(arg));
}
