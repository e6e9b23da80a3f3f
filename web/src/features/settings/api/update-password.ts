import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export interface PasswordUpdateInput {
  currentPassword: string;
  new_password: string;
  passwordConfirmation: string;
}

export const updatePasswordKey = '/auth/update-password';

/** POST /api/auth/update-password: a 400 with a message means the current password was wrong. */
export function updatePassword(input: PasswordUpdateInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(updatePasswordKey, { method: 'POST', body: input });
}

export function useUpdatePassword() {
  return useSWRMutation(updatePasswordKey, (_key: string, { arg }: { arg: PasswordUpdateInput }) =>
    updatePassword(arg),
  );
}
