import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { SessionUser } from '@/shared/session/session-slice';

export interface ProfileInput {
  name: string;
  first_name: string;
  last_name: string;
}

export interface UserResponse {
  data: SessionUser;
  message?: string;
}

export const profileKey = '/user';

/** POST /api/user (JSON): the name, split on the first space. Answers the updated user. */
export function updateProfile(input: ProfileInput): Promise<UserResponse> {
  return apiRequest<UserResponse>(profileKey, { method: 'POST', body: input });
}

export function useUpdateProfile() {
  return useSWRMutation(profileKey, (_key: string, { arg }: { arg: ProfileInput }) => updateProfile(arg));
}
