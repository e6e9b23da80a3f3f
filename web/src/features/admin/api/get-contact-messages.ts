import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type ContactMessagesPage = ApiAnswer<'/api/admin/contact-messages', 'get'>;

export type ContactMessage = ContactMessagesPage['contactMessages'][number];

/** GET /api/admin/contact-messages?pageIndex=n. */
export function useContactMessages(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/contact-messages', pageIndex, filters);
  return useSWR(key, () => apiGet<ContactMessagesPage>(key), adminListOptions);
}
