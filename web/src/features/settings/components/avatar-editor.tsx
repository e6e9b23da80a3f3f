import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { allowedImageTypes, imageFileProblem } from '@localpros/contracts/rules';
import { App, Button, Space } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { ProfileImage } from '@/shared/components/profile-image';
import { messageOf } from '@/shared/lib/form-field-errors';
import { displayName } from '@/shared/session/session-selectors';
import { type SessionUser, userUpdated } from '@/shared/session/session-slice';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { settingsToasts } from '../lib/settings-texts';

export interface AvatarEditorProps {
  user: SessionUser;
  /** Upload and delete are offered in edit mode only. */
  editing: boolean;
}

/** The profile picture; in edit mode a JPG, PNG or HEIF of at most 2 MB can replace it. */
export function AvatarEditor({ user, editing }: AvatarEditorProps) {
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const name = displayName(user);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notification.error({ title: problem });
      return;
    }
    try {
      // The name fields ride along only when both are known; the picture alone is enough.
      const names = user.first_name && user.last_name ? { first_name: user.first_name, last_name: user.last_name } : {};
      const answer = await upload.trigger({ avatar: file, ...names });
      if (answer?.data) dispatch(userUpdated(answer.data));
      notification.success({ title: settingsToasts.imageUploaded });
    } catch (error) {
      notification.error({ title: settingsToasts.imageUploadFailed, description: messageOf(error, '') || undefined });
    }
  };

  const deletePicture = async () => {
    try {
      const answer = await remove.trigger();
      if (answer?.data) dispatch(userUpdated(answer.data));
      notification.success({ title: settingsToasts.imageDeleted });
    } catch (error) {
      notification.error({
        title: settingsToasts.profileUpdateFailed,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  return (
    <div className="lp-avatar-editor">
      <ProfileImage
        src={user.avatar}
        alt={`Profile picture of ${name}`}
        size={96}
        placeholder={<UserOutlined />}
        className="lp-avatar-editor__image"
      />
      {editing ? (
        <Space wrap>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={allowedImageTypes.join(',')}
            aria-label="Profile picture file"
            onChange={chosen}
          />
          <Button
            icon={<UploadOutlined aria-hidden />}
            loading={upload.isMutating}
            onClick={() => fileInput.current?.click()}
          >
            Upload picture
          </Button>
          {user.avatar ? (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isMutating} onClick={deletePicture}>
              Delete picture
            </Button>
          ) : null}
          <span className="lp-avatar-editor__hint">JPG, PNG or HEIF, up to 2 MB.</span>
        </Space>
      ) : null}
    </div>
  );
}
