import { MESSAGE_TEXT_MAX, messageMessages, messageTextProblem } from '@localpros/contracts/rules';
import { Alert, Button, Input, Spin, Typography } from 'antd';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { timeAgo } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useLiveEvent } from '@/shared/live/live-events';
import { markThreadRead, sendMessage } from '../api/send-message';
import { type Message, unreadKey, useThread } from '../api/threads';
import { photoProblem } from '../lib/photo-problem';
import './messages.css';

export const threadTexts = {
  loading: 'Loading the conversation',
  failed: 'The conversation could not be loaded.',
  empty: 'No messages yet. Ask a question or share the details of the job here.',
  removed: messageMessages.otherPartyRemoved,
  paymentWarning: messageMessages.paymentWarning,
} as const;

export interface ThreadPanelProps {
  threadId: string;
  /** Heading level of the panel's title (the page's or the drawer's outline). */
  headingLevel?: 2 | 3;
}

/** The thread's path as a notification links it (notifications' message_received). */
const threadLink = (threadId: string) => `/messages/${threadId}`;

/**
 * One conversation: its messages oldest first, the payment warning on messages that ask to be paid
 * outside LocalPros, and the composer (text and an optional photo). New messages arrive through
 * the live stream; opening the thread marks the other party's messages read.
 */
export function ThreadPanel({ threadId, headingLevel = 2 }: ThreadPanelProps) {
  const { data, error, isLoading, mutate } = useThread(threadId);
  const { mutate: mutateKey } = useSWRConfig();
  const unread = data?.thread.unread ?? 0;

  useLiveEvent(
    (notification) => {
      if (notification.link === threadLink(threadId)) void mutate();
    },
    ['message_received'],
  );

  useEffect(() => {
    if (unread === 0) return;
    markThreadRead(threadId)
      .then(() => {
        void mutateKey(unreadKey);
        void mutate();
      })
      .catch((failure: unknown) => console.error('Marking the conversation read failed', failure));
  }, [threadId, unread, mutate, mutateKey]);

  if (isLoading) {
    return (
      <div className="lp-thread__state" role="status">
        <Spin /> <span>{threadTexts.loading}</span>
      </div>
    );
  }
  if (error || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={messageOf(error, threadTexts.failed)}
        action={
          <Button size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }

  const { thread, messages } = data;
  return (
    <section className="lp-thread" aria-labelledby={`thread-${threadId}-title`}>
      <Typography.Title level={headingLevel} id={`thread-${threadId}-title`} className="lp-thread__title">
        {thread.with.name}
        <Typography.Text type="secondary" className="lp-thread__job">
          {thread.jobTitle}
        </Typography.Text>
      </Typography.Title>
      {messages.length === 0 ? (
        <p className="lp-thread__state">{threadTexts.empty}</p>
      ) : (
        <ol className="lp-thread__messages" aria-label="Messages" aria-live="polite">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} otherName={thread.with.name} />
          ))}
        </ol>
      )}
      {thread.with.removed ? (
        <Alert type="info" showIcon title={threadTexts.removed} />
      ) : (
        <Composer threadId={threadId} onSent={() => mutate()} />
      )}
    </section>
  );
}

function MessageItem({ message, otherName }: { message: Message; otherName: string }) {
  const who = message.mine ? 'You' : otherName;
  return (
    <li className={`lp-thread__message ${message.mine ? 'lp-thread__message--mine' : ''}`}>
      <span className="lp-visually-hidden">{who}: </span>
      {message.text ? <p className="lp-thread__text">{message.text}</p> : null}
      {message.photo ? (
        <a href={message.photo} target="_blank" rel="noreferrer">
          <img className="lp-thread__photo" src={message.photo} alt={`Sent by ${who}`} loading="lazy" />
        </a>
      ) : null}
      {message.paymentWarning ? (
        <Alert className="lp-thread__warning" type="warning" showIcon title={threadTexts.paymentWarning} />
      ) : null}
      <span className="lp-thread__meta">
        <time dateTime={message.sentAt}>{timeAgo(message.sentAt)}</time>
        {message.mine ? <span>{message.read ? ' · Read' : ' · Sent'}</span> : null}
      </span>
    </li>
  );
}

function Composer({ threadId, onSent }: { threadId: string; onSent: () => unknown }) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), photo: useId(), problem: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = messageTextProblem(text, photo !== undefined) ?? (photo ? photoProblem(photo) : null);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await sendMessage(threadId, text.trim(), photo);
      setText('');
      setPhoto(undefined);
      if (fileInput.current) fileInput.current.value = '';
      await onSent();
    } catch (failure) {
      setProblem(messageOf(failure, 'The message could not be sent, please try again'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="lp-thread__composer" onSubmit={submit} noValidate>
      <label htmlFor={ids.text}>Your message</label>
      <Input.TextArea
        id={ids.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={MESSAGE_TEXT_MAX}
        showCount
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.problem : undefined}
      />
      <div className="lp-thread__composer-row">
        <label htmlFor={ids.photo} className="lp-thread__photo-label">
          Add a photo (JPG, PNG or HEIF, up to 5 MB)
        </label>
        <input
          id={ids.photo}
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/heif,image/heic"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? undefined)}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          Send
        </Button>
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="lp-thread__problem">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
