import useSWRMutation from 'swr/mutation';
import { type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import type { UserResponse } from './update-profile';

export type PhoneConfirmationInput = ApiBody<'/api/user/confirm-update-phone', 'post'>;

export const confirmPhoneUpdateKey = '/user/confirm-update-phone';

/** POST /api/user/confirm-update-phone: the code from the SMS; answers the updated user. */
export function confirmPhoneUpdate(input: PhoneConfirmationInput): Promise<UserResponse> {
  return dataOf(api.POST('/api/user/confirm-update-phone', { body: input }));
}

export function useConfirmPhoneUpdate() {
  return useSWRMutation(confirmPhoneUpdateKey, (_key: string, { arg }: { arg: PhoneConfirmationInput }) =>
    confirmPhoneUpdate(arg),
  );
}
