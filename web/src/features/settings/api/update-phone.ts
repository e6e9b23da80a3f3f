import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export const updatePhoneKey = '/user/update-phone';

/** PUT /api/user/update-phone: texts a code to the new number; answers [] on success. */
export function updatePhone(mobileNumber: string): Promise<unknown> {
  return apiRequest<unknown>(updatePhoneKey, { method: 'PUT', body: { mobile_number: mobileNumber } });
}

export function useUpdatePhone() {
  return useSWRMutation(updatePhoneKey, (_key: string, { arg }: { arg: string }) => updatePhone(arg));
}
