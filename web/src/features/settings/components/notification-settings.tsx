import { App, Button, Checkbox, Form, Radio, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type NotificationSettings, useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { settingsToasts } from '../lib/settings-texts';
import { PushNotificationsSwitch } from './push-notifications-switch';

const events: Array<{ name: keyof NotificationSettings['notifiableEvents']; label: string }> = [
  { name: 'messages', label: 'Messages' },
  { name: 'specialOffers', label: 'Special offers' },
  { name: 'newsletters', label: 'Newsletter' },
  { name: 'recommendations', label: 'Recommendations' },
  { name: 'newJobLeads', label: 'New job leads' },
];

type LeadEmails = NotificationSettings['notificationChannels']['leadEmails'];

/** How a business takes its new-lead e-mails: one by one, or a digest (notifications sends them). */
const leadEmailChoices: Array<{ value: LeadEmails; label: string }> = [
  { value: 'each', label: 'Each lead' },
  { value: 'hourly', label: 'Hourly digest' },
  { value: 'daily', label: 'Daily digest' },
];

/** Channels (e-mail, SMS, SMS quiet hours), the events worth a message, and how lead e-mails come. */
export function NotificationSettingsSection() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<NotificationSettings>();
  const { data, isLoading } = useNotificationSettings({
    onError: () => notification.error({ title: settingsToasts.notificationsLoadFailed }),
  });
  const { trigger, isMutating } = useSaveNotificationSettings();

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const save = async (values: NotificationSettings) => {
    try {
      await trigger({
        notificationChannels: {
          email: Boolean(values.notificationChannels?.email),
          sms: Boolean(values.notificationChannels?.sms),
          smsQuietHours: values.notificationChannels?.smsQuietHours ?? true,
          leadEmails: values.notificationChannels?.leadEmails ?? 'each',
        },
        notifiableEvents: Object.fromEntries(
          events.map(({ name }) => [name, Boolean(values.notifiableEvents?.[name])]),
        ) as NotificationSettings['notifiableEvents'],
      });
      notification.success({ title: settingsToasts.notificationsSaved });
    } catch (error) {
      notification.error({
        title: settingsToasts.profileUpdateFailed,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>Notifications</Typography.Title>
      <PushNotificationsSwitch />
      {isLoading ? (
        <Skeleton active aria-label="Loading notification settings" />
      ) : (
        <Form
          form={form}
          layout="horizontal"
          onFinish={save}
          aria-label="Notification settings"
          initialValues={data}
          className="lp-settings-form"
          disabled={!data}
        >
          <fieldset className="lp-fieldset">
            <legend>How we contact you</legend>
            <Form.Item label="Email" name={['notificationChannels', 'email']} valuePropName="checked" colon={false}>
              <Switch />
            </Form.Item>
            <Form.Item label="SMS" name={['notificationChannels', 'sms']} valuePropName="checked" colon={false}>
              <Switch />
            </Form.Item>
            <Form.Item
              label="SMS quiet hours"
              name={['notificationChannels', 'smsQuietHours']}
              valuePropName="checked"
              colon={false}
              // antd ties the extra text to the switch (aria-describedby): read out with its name.
              extra="No texts from 9 pm to 8 am UK time: they arrive at 8 am. Security codes always arrive at once."
            >
              <Switch />
            </Form.Item>
          </fieldset>
          <fieldset className="lp-fieldset">
            <legend>What we tell you about</legend>
            {events.map(({ name, label }) => (
              <Form.Item key={name} name={['notifiableEvents', name]} valuePropName="checked" noStyle>
                <Checkbox className="lp-settings-checkbox">{label}</Checkbox>
              </Form.Item>
            ))}
          </fieldset>
          {/* A fieldset names the radio group (its legend); the arrow keys move between its radios. */}
          <fieldset className="lp-fieldset" aria-describedby="lp-lead-emails-help">
            <legend>Lead e-mails</legend>
            <Typography.Paragraph id="lp-lead-emails-help" type="secondary">
              With e-mail and “New job leads” on: an e-mail for each lead, or one listing the leads since the last, at
              the top of each hour or at 8 am UK time. None when there were no leads.
            </Typography.Paragraph>
            <Form.Item name={['notificationChannels', 'leadEmails']} noStyle>
              <Radio.Group>
                {leadEmailChoices.map(({ value, label }) => (
                  <Radio key={value} value={value}>
                    {label}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          </fieldset>
          <Button type="primary" htmlType="submit" loading={isMutating}>
            Save
          </Button>
        </Form>
      )}
    </div>
  );
}
