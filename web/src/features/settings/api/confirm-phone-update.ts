import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { UserResponse } from './update-profile';

export interface PhoneConfirmationInput {
  mobile_number: string;
  verificationCode: string;
}

export const confirmPhoneUpdateKey = '/user/confirm-update-phone';

/** POST /api/user/confirm-update-phone: the code from the SMS; answers the updated user. */
export function confirmPhoneUpdate(input: PhoneConfirmationInput): Promise<UserResponse> {
  return apiRequest<UserResponse>(confirmPhoneUpdateKey, { method: 'POST', body: input });
}

export function useConfirmPhoneUpdate() {
  return useSWRMutation(confirmPhoneUpdateKey, (_key: string, { arg }: { arg: PhoneConfirmationInput }) =>
    confirmPhoneUpdate(arg),
  );
}
