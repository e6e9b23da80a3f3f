import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms' | string;
  recipient: string;
  subject: string | null;
  text: string;
  status: string;
  createdAt: string;
}

export interface MailboxResponse {
  messages: MailboxMessage[];
}

export const mailboxRefreshMs = 3000;

export function mailboxKey(recipient: string): string {
  const filter = recipient.trim();
  return filter === '' ? '/dev/mailbox' : `/dev/mailbox?recipient=${encodeURIComponent(filter)}`;
}

/** GET /api/dev/mailbox?recipient=: what the platform "sent" (404 on production). */
export function getMailbox(key: string): Promise<MailboxResponse> {
  return apiGet<MailboxResponse>(key);
}

/** The messages, newest first, refreshed every 3 seconds. */
export function useMailbox(recipient: string) {
  return useSWR(mailboxKey(recipient), getMailbox, {
    refreshInterval: mailboxRefreshMs,
    keepPreviousData: true,
  });
}
