import { apiRequest } from '@/shared/api/api-client';

/** PUT /api/admin/contact-message/{id}: read or unread. */
export function markContactMessage(id: string, isRead: boolean): Promise<unknown> {
  return apiRequest(`/admin/contact-message/${encodeURIComponent(id)}`, { method: 'PUT', body: { isRead } });
}
