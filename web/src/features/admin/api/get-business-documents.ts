import useSWR from 'swr';
import { apiBasePath } from '@/shared/api/api-client';
import { api, dataOf } from '@/shared/api/typed-client';

const documentsPath = (businessId: string) => `/admin/business/${encodeURIComponent(businessId)}/documents`;

/** GET /api/admin/business/{id}/documents; null while no business is chosen. */
export function useBusinessDocuments(businessId: string | null) {
  return useSWR(businessId ? documentsPath(businessId) : null, () =>
    dataOf(api.GET('/api/admin/business/{id}/documents', { params: { path: { id: businessId ?? '' } } })),
  );
}

/** The address that opens one document in the browser (the session cookie goes with it). */
export function businessDocumentHref(businessId: string, documentId: string): string {
  return `${apiBasePath}${documentsPath(businessId)}/${encodeURIComponent(documentId)}`;
}
