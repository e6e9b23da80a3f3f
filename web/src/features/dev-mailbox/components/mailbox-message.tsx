import { Card, Tag, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { timeAgo } from '@/shared/lib/dates';
import type { MailboxMessage } from '../api/get-mailbox';

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/** The text with its web addresses as links (verification links open in this tab). */
function withLinks(text: string) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(linkPattern)) {
    const at = match.index ?? 0;
    if (at > from) parts.push(<Fragment key={`t${from}`}>{text.slice(from, at)}</Fragment>);
    parts.push(
      <a key={`a${at}`} href={match[0]}>
        {match[0]}
      </a>,
    );
    from = at + match[0].length;
  }
  if (from < text.length) parts.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return parts;
}

export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  return (
    <Card size="small" className="lp-mailbox__message">
      <article aria-label={`${message.channel} to ${message.recipient}`}>
        <header className="lp-mailbox__meta">
          <Tag color={message.channel === 'sms' ? 'purple' : 'blue'}>{message.channel}</Tag>
          <span className="lp-mailbox__recipient">{message.recipient}</span>
          <time dateTime={message.createdAt} className="lp-mailbox__time">
            {timeAgo(message.createdAt)}
          </time>
        </header>
        {message.subject ? (
          <Typography.Title level={2} className="lp-mailbox__subject">
            {message.subject}
          </Typography.Title>
        ) : null}
        <pre className="lp-mailbox__text">{withLinks(message.text)}</pre>
      </article>
    </Card>
  );
}
