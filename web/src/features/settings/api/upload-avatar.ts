import useSWRMutation from 'swr/mutation';
import { type ApiForm, api, dataOf, formDataOf } from '@/shared/api/typed-client';
import { type ProfileInput, profileKey, type UserResponse } from './update-profile';

export interface AvatarUpload extends Partial<ProfileInput> {
  avatar: File;
}

/** POST /api/user (multipart): a new profile picture, with the name fields that are filled in. */
export function uploadAvatar({ avatar, ...profile }: AvatarUpload): Promise<UserResponse> {
  const filled = (value: string | undefined) => (value === '' ? undefined : value);
  const form: ApiForm<'/api/user', 'post'> = {
    avatar,
    name: filled(profile.name),
    first_name: filled(profile.first_name),
    last_name: filled(profile.last_name),
  };
  return dataOf(api.POST('/api/user', { body: form, bodySerializer: formDataOf }));
}

export function useUploadAvatar() {
  return useSWRMutation(`${profileKey}#avatar`, (_key: string, { arg }: { arg: AvatarUpload }) => uploadAvatar(arg));
}
