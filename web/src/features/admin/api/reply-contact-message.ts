import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/contact-message/{id}/reply: e-mails the sender. */
export function replyContactMessage(
  id: string,
  message: string,
): Promise<ApiAnswer<'/api/admin/contact-message/{id}/reply', 'post'>> {
  return dataOf(api.POST('/api/admin/contact-message/{id}/reply', { params: { path: { id } }, body: { message } }));
}
