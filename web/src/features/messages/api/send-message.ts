import { type ApiAnswer, type ApiForm, api, dataOf, formDataOf } from '@/shared/api/typed-client';

export type SentMessage = ApiAnswer<'/api/thread/{id}/messages', 'post'>['message'];

/** POST /api/thread/{id}/messages: text as JSON, or text and a photo as a form. */
export function sendMessage(threadId: string, text: string, photo?: File): Promise<{ message: SentMessage }> {
  const params = { path: { id: threadId } };
  if (!photo) return dataOf(api.POST('/api/thread/{id}/messages', { params, body: { text } }));
  const form: ApiForm<'/api/thread/{id}/messages', 'post'> = { text, photo };
  return dataOf(api.POST('/api/thread/{id}/messages', { params, body: form, bodySerializer: formDataOf }));
}

/** POST /api/thread/{id}/read: the other party's messages so far are read. */
export function markThreadRead(threadId: string): Promise<{ marked: number }> {
  return dataOf(api.POST('/api/thread/{id}/read', { params: { path: { id: threadId } } }));
}
