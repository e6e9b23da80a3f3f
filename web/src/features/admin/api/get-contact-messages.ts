import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type ContactMessagesPage = ApiAnswer<'/api/admin/contact-messages', 'get'>;

export type ContactMessage = ContactMessagesPage['contactMessages'][number];

/** GET /api/admin/contact-messages?pageIndex=n. */
export function useContactMessages(pageIndex: number) {
  return useAdminList('/api/admin/contact-messages', { pageIndex });
}
