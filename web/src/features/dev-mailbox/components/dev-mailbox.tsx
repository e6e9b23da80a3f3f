import { Alert, Empty, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { PageLoader } from '@/shared/components/page-loader';
import { company } from '@/shared/config/company';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { useMailbox } from '../api/get-mailbox';
import { MailboxMessageCard } from './mailbox-message';
import './mailbox.css';

/**
 * Outside production: every e-mail and SMS the platform "sent", to read codes and links.
 * The app shows it only when the platform is not production (app/pages/dev-mailbox-page.tsx).
 */
export function DevMailbox() {
  const [recipient, setRecipient] = useState('');
  const filter = useDebouncedValue(recipient, 300);
  const { data, error, isLoading } = useMailbox(filter);
  const filterId = useId();
  const messages = [...(data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // Busy while the list still shows another filter's messages (typing, or its answer on the way):
  // screen readers wait, and so can a test, for the list that answers what was typed.
  const busy = recipient !== filter || isLoading;

  return (
    <section className="lp-page">
      <title>{`Dev mailbox | ${company.name}`}</title>
      <Typography.Title level={1}>Dev mailbox</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Messages sent by this {company.name} environment, newest first. Refreshes every 3 seconds.
      </Typography.Paragraph>
      <div className="lp-mailbox__filter">
        <label htmlFor={filterId}>Recipient</label>
        <Input
          id={filterId}
          type="search"
          allowClear
          placeholder="e.g. ann@example.co.uk or 07…"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
      </div>
      {error ? (
        <Alert type="error" showIcon title={messageOf(error, 'Could not load the mailbox.')} role="alert" />
      ) : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && messages.length === 0 ? <Empty description="No messages yet" /> : null}
      <ul className="lp-mailbox__list" aria-label="Messages" aria-busy={busy}>
        {messages.map((message) => (
          <li key={message.id}>
            <MailboxMessageCard message={message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
