import useSWRMutation from 'swr/mutation';
import { type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import type { UserResponse } from './update-profile';

/** The new address and its code (the password was checked at the first step and is not sent again). */
export type EmailConfirmationInput = ApiBody<'/api/user/confirm-update-email', 'post'>;

export const confirmEmailUpdateKey = '/user/confirm-update-email';

/** POST /api/user/confirm-update-email: the code from the new address; answers the updated user. */
export function confirmEmailUpdate(input: EmailConfirmationInput): Promise<UserResponse> {
  return dataOf(api.POST('/api/user/confirm-update-email', { body: input }));
}

export function useConfirmEmailUpdate() {
  return useSWRMutation(confirmEmailUpdateKey, (_key: string, { arg }: { arg: EmailConfirmationInput }) =>
    confirmEmailUpdate(arg),
  );
}
