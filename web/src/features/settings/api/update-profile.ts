import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** The name, split on the first space. */
export interface ProfileInput {
  name: string;
  first_name: string;
  last_name: string;
}

/** The updated user, as every POST /api/user answers it. */
export type UserResponse = ApiAnswer<'/api/user', 'post'>;

export const profileKey = '/user';

/** POST /api/user (JSON): the name, split on the first space. Answers the updated user. */
export function updateProfile(input: ProfileInput): Promise<UserResponse> {
  return dataOf(api.POST('/api/user', { body: input }));
}

export function useUpdateProfile() {
  return useSWRMutation(profileKey, (_key: string, { arg }: { arg: ProfileInput }) => updateProfile(arg));
}
