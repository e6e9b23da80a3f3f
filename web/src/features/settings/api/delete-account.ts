import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export const deleteAccountKey = '/user';

export type AccountDeletionInput = ApiBody<'/api/user', 'delete'>;

/** DELETE /api/user with the current password: deletes the signed-in account and clears the cookie. */
export function deleteAccount(input: AccountDeletionInput): Promise<ApiAnswer<'/api/user', 'delete'>> {
  return dataOf(api.DELETE('/api/user', { body: input }));
}

export function useDeleteAccount() {
  return useSWRMutation(`${deleteAccountKey}#delete`, (_key: string, { arg }: { arg: AccountDeletionInput }) =>
    deleteAccount(arg),
  );
}
