import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/contact-message/{id}: read or unread. */
export function markContactMessage(
  id: string,
  isRead: boolean,
): Promise<ApiAnswer<'/api/admin/contact-message/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/contact-message/{id}', { params: { path: { id } }, body: { isRead } }));
}
