import { DeleteOutlined, ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { imageFileProblem } from '@localpros/contracts/rules';
import { Alert, App, Button, Space } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { isImpersonationRefused } from '@/shared/api/api-error';
import { ProfileImage } from '@/shared/components/profile-image';
import { useDeleteLogo } from '../api/delete-logo';
import type { BusinessProfile } from '../api/get-business';
import { useUploadLogo } from '../api/upload-logo';
import { businessToasts, logoLimitAlert } from '../lib/business-form-rules';

/** The logo; in edit mode a new one can be uploaded (≤ 2 MB, checked on the server too) or removed. */
export function BusinessLogo({ business, editing }: { business: BusinessProfile; editing: boolean }) {
  const { notification } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notification.error({ title: problem });
      return;
    }
    try {
      await upload.trigger({ businessName: business.name, logo: file });
    } catch (error) {
      console.error('Logo upload failed', error);
      notification.error({
        title: businessToasts.uploadFailed,
        description: isImpersonationRefused(error) ? error.message : undefined,
      });
    }
  };

  const removeLogo = async () => {
    try {
      await remove.trigger();
    } catch (error) {
      console.error('Logo removal failed', error);
      notification.error({ title: businessToasts.uploadFailed });
    }
  };

  return (
    <Space orientation="vertical" size={8}>
      <ProfileImage
        src={business.logo}
        alt={`${business.name} logo`}
        size={80}
        shape="square"
        placeholder={<ShopOutlined />}
      />
      {editing ? (
        <>
          <Alert type="info" showIcon title={logoLimitAlert} />
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/heif"
            hidden
            aria-label="Logo file"
            onChange={chosen}
          />
          <Space wrap>
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isMutating}
              onClick={() => fileInput.current?.click()}
            >
              Upload logo
            </Button>
            {business.logo ? (
              <Button icon={<DeleteOutlined aria-hidden />} loading={remove.isMutating} onClick={removeLogo}>
                Remove logo
              </Button>
            ) : null}
          </Space>
        </>
      ) : null}
    </Space>
  );
}
