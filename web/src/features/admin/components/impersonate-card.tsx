import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { useImpersonateUser } from '../api/impersonate-user';

/** Act as a customer or business by e-mail; the banner's Back to Admin returns. */
export function ImpersonateCard() {
  const [form] = Form.useForm<{ email: string }>();
  const { trigger, isMutating } = useImpersonateUser();
  const { switchTo } = useSessionActions();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const impersonate = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      const answer = await trigger(email.trim().toLowerCase());
      await switchTo(answer);
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setFailure(messageOf(error, 'Could not impersonate this user.'));
    }
  };

  return (
    <Card className="lp-impersonate-card">
      <Typography.Title level={2} className="lp-admin-summary__title">
        Impersonate a user
      </Typography.Title>
      <Typography.Paragraph>
        See LocalPros as a customer or business sees it. A banner lets you return to your admin account.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} className="lp-form-alert" role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={impersonate} aria-label="Impersonate a user">
        <Form.Item label="User's email" name="email" rules={accountRules.email}>
          <Input type="email" inputMode="email" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isMutating}>
          Impersonate
        </Button>
      </Form>
    </Card>
  );
}
