import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type ProfileInput, profileKey, type UserResponse } from './update-profile';

export interface AvatarUpload extends Partial<ProfileInput> {
  avatar: File;
}

/**
 * POST /api/user (multipart): a new profile picture, with the name fields when given. A FormData
 * body goes through apiRequest: the OpenAPI document describes this route's multipart body with
 * its JSON fields, which a FormData cannot be checked against.
 */
export function uploadAvatar({ avatar, ...profile }: AvatarUpload): Promise<UserResponse> {
  const body = new FormData();
  body.append('avatar', avatar, avatar.name);
  for (const [field, value] of Object.entries(profile)) {
    if (typeof value === 'string' && value !== '') body.append(field, value);
  }
  return apiRequest<UserResponse>(profileKey, { method: 'POST', body });
}

export function useUploadAvatar() {
  return useSWRMutation(`${profileKey}#avatar`, (_key: string, { arg }: { arg: AvatarUpload }) => uploadAvatar(arg));
}
