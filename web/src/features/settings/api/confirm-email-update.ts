import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { EmailChangeInput } from './update-email';
import type { UserResponse } from './update-profile';

/** The new address and its code (the password was checked at the first step and is not sent again). */
export interface EmailConfirmationInput extends Omit<EmailChangeInput, 'currentPassword'> {
  verificationCode: string;
}

export const confirmEmailUpdateKey = '/user/confirm-update-email';

/** POST /api/user/confirm-update-email: the code from the new address; answers the updated user. */
export function confirmEmailUpdate(input: EmailConfirmationInput): Promise<UserResponse> {
  return apiRequest<UserResponse>(confirmEmailUpdateKey, { method: 'POST', body: input });
}

export function useConfirmEmailUpdate() {
  return useSWRMutation(confirmEmailUpdateKey, (_key: string, { arg }: { arg: EmailConfirmationInput }) =>
    confirmEmailUpdate(arg),
  );
}
