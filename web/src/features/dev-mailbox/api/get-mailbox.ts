import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type MailboxResponse = ApiAnswer<'/api/dev/mailbox', 'get'>;

export type MailboxMessage = MailboxResponse['messages'][number];

export const mailboxRefreshMs = 3000;

/** The SWR key: the recipient filter, trimmed; '' lists every message. */
export function mailboxKey(recipient: string): string {
  const filter = recipient.trim();
  return filter === '' ? '/dev/mailbox' : `/dev/mailbox?recipient=${encodeURIComponent(filter)}`;
}

/** GET /api/dev/mailbox?recipient=: what the platform "sent" (404 on production). */
export function getMailbox(recipient: string): Promise<MailboxResponse> {
  const filter = recipient.trim();
  return dataOf(api.GET('/api/dev/mailbox', { params: { query: filter === '' ? {} : { recipient: filter } } }));
}

/** The messages, newest first, refreshed every 3 seconds. */
export function useMailbox(recipient: string) {
  return useSWR(mailboxKey(recipient), () => getMailbox(recipient), {
    refreshInterval: mailboxRefreshMs,
    keepPreviousData: true,
  });
}
