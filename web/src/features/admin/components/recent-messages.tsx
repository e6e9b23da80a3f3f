import { Alert, Button, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { ScrollableTable } from '@/shared/components/scrollable-table';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type UserDelivery, useUserDeliveries } from '../api/get-user-deliveries';

const channelLabels: Record<UserDelivery['channel'], string> = { email: 'E-mail', sms: 'SMS', push: 'Push' };
const statusTags: Record<UserDelivery['status'], { color?: string; label: string }> = {
  sent: { color: 'green', label: 'Sent' },
  pending: { label: 'Sending' },
  failed: { color: 'red', label: 'Failed' },
};

/** "password_reset" → "Password reset"; an unknown purpose shows in the same words. */
const purposeLabel = (purpose: string) => {
  const words = purpose.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const columns = [
  { key: 'channel', title: 'Channel', render: (_: unknown, d: UserDelivery) => channelLabels[d.channel] },
  {
    key: 'what',
    title: 'What',
    render: (_: unknown, d: UserDelivery) => (
      <>
        {purposeLabel(d.purpose)}
        <br />
        <small>to {d.recipient}</small>
      </>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_: unknown, d: UserDelivery) => {
      const tag = statusTags[d.status];
      return (
        <Tag color={tag.color}>
          {tag.label}
          {d.attempts > 1 ? ` (${d.attempts} tries)` : ''}
        </Tag>
      );
    },
  },
  {
    key: 'when',
    title: 'When',
    render: (_: unknown, d: UserDelivery) => (
      <time dateTime={d.sentAt ?? d.createdAt}>{formatUkDate(d.sentAt ?? d.createdAt)}</time>
    ),
  },
  { key: 'reason', title: 'Reason', render: (_: unknown, d: UserDelivery) => d.reason ?? '-' },
];

/** A customer's or business's recent e-mails, SMS and push alerts, newest first (recipients masked). */
export function RecentMessages({ userId }: { userId: string }) {
  const { data, error, isLoading } = useUserDeliveries(userId);
  if (error) {
    return <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load the messages.')} />;
  }
  if (isLoading || !data) {
    return (
      <div role="status">
        <Spin size="small" /> Loading messages...
      </div>
    );
  }
  if (data.deliveries.length === 0) return <p>No messages sent yet</p>;
  return (
    <ScrollableTable<UserDelivery>
      aria-label="Recent messages"
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={data.deliveries}
    />
  );
}

/** The "Messages" action of a customer's or business's row: its recent messages in a dialog. */
export function RecentMessagesButton({ user }: { user: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Recent messages of ${user.name}`}>
        Messages
      </Button>
      <Modal
        open={open}
        title={`Recent messages of ${user.name}`}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={720}
      >
        {open ? <RecentMessages userId={user.id} /> : null}
      </Modal>
    </>
  );
}
