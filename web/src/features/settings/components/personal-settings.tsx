import { splitFullName } from '@localpros/contracts/rules';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { isApiError } from '@/shared/api/api-error';
import { accountRules } from '@/shared/lib/account-form-rules';
import { toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { displayName } from '@/shared/session/session-selectors';
import { type SessionUser, userUpdated } from '@/shared/session/session-slice';
import { useUpdateProfile } from '../api/update-profile';
import { settingsToasts } from '../lib/settings-texts';
import { AvatarEditor } from './avatar-editor';
import { UpdateEmailDialog } from './update-email-dialog';
import { UpdatePhoneDialog } from './update-phone-dialog';

interface PersonalValues {
  fullName: string;
}

export interface PersonalSettingsProps {
  user: SessionUser;
}

/** Picture, name, e-mail and mobile number. Edit unlocks the name and the picture. */
export function PersonalSettings({ user }: PersonalSettingsProps) {
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [form] = Form.useForm<PersonalValues>();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'email' | 'phone' | null>(null);
  const { trigger, isMutating } = useUpdateProfile();
  const currentName = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();

  const cancel = () => {
    form.setFieldsValue({ fullName: currentName });
    form.setFields([{ name: 'fullName', errors: [] }]);
    setEditing(false);
  };

  const save = async ({ fullName }: PersonalValues) => {
    const name = fullName.trim();
    const { firstName, lastName } = splitFullName(name);
    try {
      const answer = await trigger({ name, first_name: firstName, last_name: lastName });
      if (answer?.data) dispatch(userUpdated(answer.data));
      notification.success({ title: settingsToasts.profileUpdated });
      setEditing(false);
    } catch (error) {
      if (isApiError(error)) {
        const onName = toFormFieldErrors(error.fieldErrors, ['fullName'] as const, {
          name: 'fullName',
          first_name: 'fullName',
          last_name: 'fullName',
        });
        if (onName.length > 0) form.setFields(onName);
      }
      notification.error({ title: settingsToasts.profileUpdateFailed, description: settingsToasts.somethingWentWrong });
    }
  };

  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>Personal</Typography.Title>
      <AvatarEditor user={user} editing={editing} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ fullName: currentName }}
        onFinish={save}
        aria-label="Personal details"
        className="lp-settings-form"
      >
        <Form.Item
          label="Full name"
          name="fullName"
          rules={accountRules.fullName}
          validateDebounce={validationDebounceMs}
        >
          <Input autoComplete="name" disabled={!editing} maxLength={120} />
        </Form.Item>
        <dl className="lp-contact-fields">
          <div className="lp-contact-fields__row">
            <dt>Email</dt>
            <dd>
              <span className="lp-contact-fields__value">{user.email}</span>
              <Button type="link" aria-label="Update email" onClick={() => setDialog('email')}>
                Update
              </Button>
            </dd>
          </div>
          <div className="lp-contact-fields__row">
            <dt>Mobile number</dt>
            <dd>
              <span className="lp-contact-fields__value">{user.mobile_number || 'Not set'}</span>
              <Button type="link" aria-label="Update mobile number" onClick={() => setDialog('phone')}>
                Update
              </Button>
            </dd>
          </div>
        </dl>
        {editing ? (
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={isMutating}>
              Save Changes
            </Button>
            <Button onClick={cancel} disabled={isMutating}>
              Cancel
            </Button>
          </Space>
        ) : (
          <Button
            onClick={() => {
              form.setFieldsValue({ fullName: currentName || displayName(user) });
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </Form>
      <UpdateEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} />
      <UpdatePhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
    </div>
  );
}
