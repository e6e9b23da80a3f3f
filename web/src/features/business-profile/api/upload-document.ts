import { apiRequest } from '@/shared/api/api-client';
import { type BusinessDocument, type DocumentKind, documentsKey } from './get-documents';

/** POST /api/business/documents (multipart kind + file; the server checks the content and the size). */
export function uploadDocument(kind: DocumentKind, file: File): Promise<{ document: BusinessDocument }> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiRequest(documentsKey, { method: 'POST', body });
}
