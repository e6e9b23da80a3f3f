import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { UserResponse } from './update-profile';

export const deleteAvatarKey = '/user/deleteUserProfile';

/** POST /api/user/deleteUserProfile: removes the profile picture; answers the user. */
export function deleteAvatar(): Promise<UserResponse> {
  return apiRequest<UserResponse>(deleteAvatarKey, { method: 'POST' });
}

export function useDeleteAvatar() {
  return useSWRMutation(deleteAvatarKey, () => deleteAvatar());
}
