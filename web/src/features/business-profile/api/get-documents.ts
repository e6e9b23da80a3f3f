import useSWR from 'swr';
import { apiBasePath, apiGet } from '@/shared/api/api-client';

export type DocumentKind = 'insurance' | 'id' | 'qualification' | 'other';

export interface BusinessDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
}

export const documentsKey = '/business/documents';

export interface BusinessVetting {
  documents: BusinessDocument[];
  companyNumber: string | null;
}

/** GET /api/business/documents: the signed-in business's own vetting documents and company number. */
export function useBusinessDocuments() {
  return useSWR(documentsKey, () => apiGet<BusinessVetting>(documentsKey), {
    revalidateOnFocus: false,
  });
}

/** Opens one of the business's documents (the session cookie goes with the request). */
export function documentHref(id: string): string {
  return `${apiBasePath}${documentsKey}/${encodeURIComponent(id)}`;
}
