import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** The new address twice, and the current password (the server checks it before sending the code). */
export type EmailChangeInput = ApiBody<'/api/user/update-email', 'put'>;

export const updateEmailKey = '/user/update-email';

/** PUT /api/user/update-email (with the current password): sends a code to the new address; answers [] on success. */
export function updateEmail(input: EmailChangeInput): Promise<ApiAnswer<'/api/user/update-email', 'put'>> {
  return dataOf(api.PUT('/api/user/update-email', { body: input }));
}

export function useUpdateEmail() {
  return useSWRMutation(updateEmailKey, (_key: string, { arg }: { arg: EmailChangeInput }) => updateEmail(arg));
}
