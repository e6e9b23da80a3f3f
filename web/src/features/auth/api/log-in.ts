import useSWRMutation from 'swr/mutation';
import { type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';
import type { SessionTokenResponse } from '@/shared/session/session-slice';

export type LogInInput = ApiBody<'/api/auth/login', 'post'>;

export const logInKey = '/auth/login';

/**
 * POST /api/auth/login: answers the token and user and sets the auth cookie. A wrong password
 * is a 401 here, which is an answer to show, not an expired session.
 */
export function logIn(input: LogInInput): Promise<SessionTokenResponse> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/login', { body: input }));
}

export function useLogIn() {
  return useSWRMutation(logInKey, (_key: string, { arg }: { arg: LogInInput }) => logIn(arg));
}
