import { MessageOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, List, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type ThreadSummary, useJobThreads, useUnreadMessages } from '../api/threads';
import { ThreadPanel } from './thread-panel';
import './messages.css';

export const conversationTexts = {
  loading: 'Loading conversations',
  opening: 'Opening your conversation with the customer…',
  none: 'No conversations yet. When a business marks interest in this job, you can talk to it here.',
  failed: 'The conversations could not be loaded.',
} as const;

export interface ConversationsButtonProps {
  jobId: string;
  jobTitle: string;
  /** The customer picks a business's thread; a business has one thread per job. */
  side: 'customer' | 'business';
  /** The button's words (the lead card's is "Send Message"). */
  label?: string;
}

/**
 * Opens the job's conversations in a drawer: for a customer the list of interested businesses'
 * threads, then one; for a business its thread with the customer. The button shows the job's unread
 * messages.
 */
export function ConversationsButton({ jobId, jobTitle, side, label = 'Messages' }: ConversationsButtonProps) {
  const [open, setOpen] = useState(false);
  const { data: unread } = useUnreadMessages();
  const count = unread?.jobs.find((job) => job.jobId === jobId)?.unread ?? 0;
  return (
    <>
      <Badge count={count} size="small">
        <Button
          icon={<MessageOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          // The visible words first, then the count the badge shows.
          aria-label={count > 0 ? `${label} (${count} unread)` : undefined}
        >
          {label}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={`Messages: ${jobTitle}`}
        className="lp-messages-drawer"
        size="large"
        destroyOnHidden
      >
        {open ? <JobConversations jobId={jobId} side={side} /> : null}
      </Drawer>
    </>
  );
}

function JobConversations({ jobId, side }: { jobId: string; side: 'customer' | 'business' }) {
  const { data, error, isLoading, mutate } = useJobThreads(jobId, { waitForOne: side === 'business' });
  const [chosen, setChosen] = useState<string | null>(null);
  const threads = data?.threads ?? [];
  // A business's thread opens a moment after its interest (404 until then; SWR asks again).
  const notYet = error instanceof ApiError && error.status === 404;
  const opening = side === 'business' && (notYet || (!error && threads.length === 0));

  if (isLoading || opening) {
    return (
      <div className="lp-thread__state" role="status">
        <Spin /> <span>{opening ? conversationTexts.opening : conversationTexts.loading}</span>
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={messageOf(error, conversationTexts.failed)}
        action={
          <Button size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (side === 'business') return <ThreadPanel threadId={(threads[0] as ThreadSummary).id} headingLevel={3} />;
  if (chosen) {
    return (
      <>
        <Button type="link" onClick={() => setChosen(null)} className="lp-thread__back">
          ← All conversations
        </Button>
        <ThreadPanel threadId={chosen} headingLevel={3} />
      </>
    );
  }
  if (threads.length === 0) return <p className="lp-thread__state">{conversationTexts.none}</p>;
  return (
    <List
      aria-label="Conversations"
      dataSource={threads}
      renderItem={(thread) => (
        <List.Item>
          <Button
            type="text"
            block
            className="lp-thread__choice"
            onClick={() => setChosen(thread.id)}
            aria-label={`${thread.with.name}${thread.unread > 0 ? ` (${thread.unread} unread)` : ''}: ${thread.lastMessageText || 'No messages yet'}`}
          >
            <Badge count={thread.unread} size="small" offset={[8, 0]}>
              <Typography.Text strong>{thread.with.name}</Typography.Text>
            </Badge>
            <Typography.Text type="secondary" ellipsis className="lp-thread__preview">
              {thread.lastMessageText || 'No messages yet'}
            </Typography.Text>
          </Button>
        </List.Item>
      )}
    />
  );
}
