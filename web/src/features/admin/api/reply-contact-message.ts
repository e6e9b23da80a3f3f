import { apiRequest } from '@/shared/api/api-client';

/** POST /api/admin/contact-message/{id}/reply: e-mails the sender. */
export function replyContactMessage(id: string, message: string): Promise<{ message: string }> {
  return apiRequest(`/admin/contact-message/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { message } });
}
