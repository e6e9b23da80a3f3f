import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { type ContactMessage, useContactMessages } from '../api/get-contact-messages';
import { markContactMessage } from '../api/mark-contact-message';
import { replyContactMessage } from '../api/reply-contact-message';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { type AdminColumn, AdminList } from './admin-list';

/** The contact-us messages: read/unread and a reply by e-mail. */
export function ContactMessages() {
  const run = useAdminAction();
  const reload = useReloadList('/admin/contact-messages');
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const columns: AdminColumn<ContactMessage>[] = [
    {
      key: 'state',
      title: 'State',
      render: (m) => (m.isRead ? <Tag>Read</Tag> : <Tag color="blue">Unread</Tag>),
    },
    { key: 'from', title: 'From', render: (m) => `${m.name} <${m.email}>` },
    { key: 'message', title: 'Message', render: (m) => m.message },
    { key: 'received', title: 'Received', render: (m) => formatUkDate(m.receivedAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (m) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => run(() => markContactMessage(m.id, !m.isRead), { reload })}>
            {m.isRead ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <Button size="small" onClick={() => setReplying(m)}>
            Reply
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <AdminList
        name="Contact messages"
        columns={columns}
        useList={useContactMessages}
        select={(data) => ({ rows: data.contactMessages, total: data.count })}
        rowKey={(m) => m.id}
        loadingText="Getting Contact Messages..."
        emptyText="No Contact Messages Found"
      />
      <ReplyModal message={replying} onClose={() => setReplying(null)} onSent={reload} />
    </>
  );
}

function ReplyModal({
  message,
  onClose,
  onSent,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  onSent: () => unknown;
}) {
  const [form] = Form.useForm<{ reply: string }>();
  const run = useAdminAction();
  const send = async ({ reply }: { reply: string }) => {
    if (!message) return;
    const sent = await run(() => replyContactMessage(message.id, reply.trim()), {
      success: (a) => a.message || 'Reply sent',
      reload: onSent,
    });
    if (sent) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={message !== null}
      title={message ? `Reply to ${message.name}` : 'Reply'}
      okText="Send reply"
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {message ? <blockquote className="lp-admin-quote">{message.message}</blockquote> : null}
      <Form form={form} name="contact-reply" layout="vertical" requiredMark={false} onFinish={send} aria-label="Reply">
        <Form.Item
          label="Your reply"
          name="reply"
          rules={[{ required: true, whitespace: true, message: 'Write a reply' }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
