import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export const updatePhoneKey = '/user/update-phone';

/** PUT /api/user/update-phone: texts a code to the new number; answers [] on success. */
export function updatePhone(mobileNumber: string): Promise<ApiAnswer<'/api/user/update-phone', 'put'>> {
  return dataOf(api.PUT('/api/user/update-phone', { body: { mobile_number: mobileNumber } }));
}

export function useUpdatePhone() {
  return useSWRMutation(updatePhoneKey, (_key: string, { arg }: { arg: string }) => updatePhone(arg));
}
