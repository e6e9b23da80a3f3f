import useSWR from 'swr';
import { apiBasePath } from '@/shared/api/api-client';
import { api, dataOf } from '@/shared/api/typed-client';

/** The kinds a business can upload (the API answers the kind as a plain string). */
export type DocumentKind = 'insurance' | 'id' | 'qualification' | 'other';

export const documentsKey = '/business/documents';

/** GET /api/business/documents: the signed-in business's own vetting documents and company number. */
export function useBusinessDocuments() {
  return useSWR(documentsKey, () => dataOf(api.GET('/api/business/documents')), {
    revalidateOnFocus: false,
  });
}

/** Opens one of the business's documents (the session cookie goes with the request). */
export function documentHref(id: string): string {
  return `${apiBasePath}${documentsKey}/${encodeURIComponent(id)}`;
}
