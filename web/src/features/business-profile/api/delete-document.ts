import { apiRequest } from '@/shared/api/api-client';
import { documentsKey } from './get-documents';

/** DELETE /api/business/documents/{id}. */
export function deleteDocument(id: string): Promise<unknown> {
  return apiRequest(`${documentsKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
