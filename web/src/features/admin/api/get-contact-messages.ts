import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  isRead: boolean;
  receivedAt: string;
}

export interface ContactMessagesPage {
  contactMessages: ContactMessage[];
  count: number;
}

/** GET /api/admin/contact-messages?pageIndex=n. */
export function useContactMessages(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/contact-messages', pageIndex, filters);
  return useSWR(key, () => apiGet<ContactMessagesPage>(key), adminListOptions);
}
