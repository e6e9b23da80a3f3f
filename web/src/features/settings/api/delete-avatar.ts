import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export const deleteAvatarKey = '/user/deleteUserProfile';

/** POST /api/user/deleteUserProfile: removes the profile picture; answers the user. */
export function deleteAvatar(): Promise<ApiAnswer<'/api/user/deleteUserProfile', 'post'>> {
  return dataOf(api.POST('/api/user/deleteUserProfile'));
}

export function useDeleteAvatar() {
  return useSWRMutation(deleteAvatarKey, () => deleteAvatar());
}
