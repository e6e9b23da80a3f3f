import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/business/documents/{id}. */
export function deleteDocument(id: string): Promise<ApiAnswer<'/api/business/documents/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/business/documents/{id}', { params: { path: { id } } }));
}
