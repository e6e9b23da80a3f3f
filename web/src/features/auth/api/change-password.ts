import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export interface ChangePasswordInput {
  code: string;
  password: string;
  passwordConfirm: string;
}

export const changePasswordKey = '/auth/change-password';

/** POST /api/auth/change-password: a new password with the code from the forgot-password e-mail or SMS. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(changePasswordKey, {
    method: 'POST',
    body: input,
    handleUnauthenticated: false,
  });
}

export function useChangePassword() {
  return useSWRMutation(changePasswordKey, (_key: string, { arg }: { arg: ChangePasswordInput }) =>
    changePassword(arg),
  );
}
