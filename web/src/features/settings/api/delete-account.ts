import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const deleteAccountKey = '/user';

/** DELETE /api/user: deletes the signed-in account and clears the cookie. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(deleteAccountKey, { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useSWRMutation(`${deleteAccountKey}#delete`, () => deleteAccount());
}
