import { type ApiAnswer, type ApiForm, api, dataOf, formDataOf } from '@/shared/api/typed-client';
import type { DocumentKind } from './get-documents';

/** POST /api/business/documents (multipart kind + file; the server checks the content and the size). */
export function uploadDocument(kind: DocumentKind, file: File): Promise<ApiAnswer<'/api/business/documents', 'post'>> {
  const form: ApiForm<'/api/business/documents', 'post'> = { kind, file };
  return dataOf(api.POST('/api/business/documents', { body: form, bodySerializer: formDataOf }));
}
