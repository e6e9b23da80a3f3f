import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';

export interface EmailChangeInput {
  email: string;
  confirmedEmail: string;
  /** The server checks it before sending the code. */
  currentPassword: string;
}

export const updateEmailKey = '/user/update-email';

/** PUT /api/user/update-email (with the current password): sends a code to the new address; answers [] on success. */
export function updateEmail(input: EmailChangeInput): Promise<unknown> {
  return apiRequest<unknown>(updateEmailKey, { method: 'PUT', body: input });
}

export function useUpdateEmail() {
  return useSWRMutation(updateEmailKey, (_key: string, { arg }: { arg: EmailChangeInput }) => updateEmail(arg));
}
