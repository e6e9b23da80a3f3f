import { ADMIN_READ_REASON_MAX, ADMIN_READ_REASON_MIN, messageMessages } from '@localpros/contracts/rules';
import { Alert, Button, Input, List, Spin, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import {
  type AdminReadThread,
  type AdminThread,
  readThreadWithReason,
  useAdminJobThreads,
} from '../api/job-conversations';

/**
 * The job's conversations in the admin's job details: who talks, and each one readable only with
 * a reason, which the audit log keeps with the read (docs/messaging.md).
 */
export function JobConversations({ jobId }: { jobId: string }) {
  const { data, error, isLoading } = useAdminJobThreads(jobId);
  if (isLoading) {
    return (
      <div role="status">
        <Spin size="small" /> Loading conversations
      </div>
    );
  }
  if (error || !data)
    return <Alert type="error" showIcon title={messageOf(error, 'Could not load the conversations.')} />;
  if (data.threads.length === 0)
    return <Typography.Text type="secondary">No conversations about this job.</Typography.Text>;
  return (
    <List
      aria-label="Conversations"
      dataSource={data.threads}
      renderItem={(thread) => (
        <List.Item>
          <ConversationReader thread={thread} />
        </List.Item>
      )}
    />
  );
}

function ConversationReader({ thread }: { thread: AdminThread }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [read, setRead] = useState<AdminReadThread | null>(null);
  const [reading, setReading] = useState(false);
  const ids = { reason: useId(), problem: useId() };
  const parties = `${thread.customer.name} and ${thread.business.name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < ADMIN_READ_REASON_MIN || trimmed.length > ADMIN_READ_REASON_MAX) {
      setProblem(messageMessages.reasonNeeded);
      return;
    }
    setReading(true);
    try {
      setRead(await readThreadWithReason(thread.id, trimmed));
      setProblem(null);
    } catch (failure) {
      setProblem(messageOf(failure, 'The conversation could not be read.'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="lp-admin-conversation">
      <Typography.Text strong>{parties}</Typography.Text>
      <Typography.Text type="secondary">
        {' '}
        · since {formatUkDate(thread.openedAt)}
        {thread.lastMessageAt ? `, last message ${formatUkDate(thread.lastMessageAt)}` : ', no messages'}
      </Typography.Text>
      {read ? (
        <ol aria-label={`Messages between ${parties}`} className="lp-admin-conversation__messages">
          {read.messages.length === 0 ? <li>No messages.</li> : null}
          {read.messages.map((message) => (
            <li key={message.id}>
              <Typography.Text strong>
                {message.from === 'customer' ? thread.customer.name : thread.business.name}:{' '}
              </Typography.Text>
              {message.text || (message.photo ? '(a photo)' : '')}
              <Typography.Text type="secondary"> · {formatUkDate(message.sentAt)}</Typography.Text>
            </li>
          ))}
        </ol>
      ) : (
        <form onSubmit={submit} noValidate className="lp-admin-conversation__form">
          <label htmlFor={ids.reason}>Why are you reading this conversation? (kept in the audit log)</label>
          <Input.TextArea
            id={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={ADMIN_READ_REASON_MAX}
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.problem : undefined}
          />
          {problem ? (
            <p id={ids.problem} role="alert" className="lp-admin-conversation__problem">
              {problem}
            </p>
          ) : null}
          <Button htmlType="submit" loading={reading}>
            Read conversation
          </Button>
        </form>
      )}
    </div>
  );
}
