import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

export type ChangePasswordInput = ApiBody<'/api/auth/change-password', 'post'>;

export const changePasswordKey = '/auth/change-password';

/** POST /api/auth/change-password: a new password with the code from the forgot-password e-mail or SMS. */
export function changePassword(input: ChangePasswordInput): Promise<ApiAnswer<'/api/auth/change-password', 'post'>> {
  return dataOf(apiWithoutSessionCheck.POST('/api/auth/change-password', { body: input }));
}

export function useChangePassword() {
  return useSWRMutation(changePasswordKey, (_key: string, { arg }: { arg: ChangePasswordInput }) =>
    changePassword(arg),
  );
}
