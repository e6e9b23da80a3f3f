import useSWR from 'swr';
import { apiBasePath, apiGet } from '@/shared/api/api-client';

export interface VettingDocument {
  id: string;
  kind: 'insurance' | 'id' | 'qualification' | 'other';
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
}

const documentsPath = (businessId: string) => `/admin/business/${encodeURIComponent(businessId)}/documents`;

/** GET /api/admin/business/{id}/documents; null while no business is chosen. */
export function useBusinessDocuments(businessId: string | null) {
  return useSWR(businessId ? documentsPath(businessId) : null, (key: string) =>
    apiGet<{ documents: VettingDocument[] }>(key),
  );
}

/** The address that opens one document in the browser (the session cookie goes with it). */
export function businessDocumentHref(businessId: string, documentId: string): string {
  return `${apiBasePath}${documentsPath(businessId)}/${encodeURIComponent(documentId)}`;
}
