import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type PasswordUpdateInput = ApiBody<'/api/auth/update-password', 'post'>;

export const updatePasswordKey = '/auth/update-password';

/** POST /api/auth/update-password: a 400 with a message means the current password was wrong. */
export function updatePassword(input: PasswordUpdateInput): Promise<ApiAnswer<'/api/auth/update-password', 'post'>> {
  return dataOf(api.POST('/api/auth/update-password', { body: input }));
}

export function useUpdatePassword() {
  return useSWRMutation(updatePasswordKey, (_key: string, { arg }: { arg: PasswordUpdateInput }) =>
    updatePassword(arg),
  );
}
