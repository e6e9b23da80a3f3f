import { apiRequest } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { type DocumentKind, documentsKey } from './get-documents';

/**
 * POST /api/business/documents (multipart kind + file; the server checks the content and the size).
 * Through apiRequest: the OpenAPI document declares no body for this route.
 */
export function uploadDocument(kind: DocumentKind, file: File): Promise<ApiAnswer<'/api/business/documents', 'post'>> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiRequest(documentsKey, { method: 'POST', body });
}
