import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const deleteAccountKey = '/user';

export interface AccountDeletionInput {
  currentPassword: string;
}

/** DELETE /api/user with the current password: deletes the signed-in account and clears the cookie. */
export function deleteAccount(input: AccountDeletionInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(deleteAccountKey, { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useSWRMutation(`${deleteAccountKey}#delete`, (_key: string, { arg }: { arg: AccountDeletionInput }) =>
    deleteAccount(arg),
  );
}
