import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

/** GET /api/business/{id}: what anyone may see of a business. */
export interface PublicBusiness {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  services: { id: string; name: string }[];
  workCategoriesName: string | null;
  location: string | null;
  locationName: string | null;
  memberSince: string | null;
  rating: number | null;
  reviewsCount: number;
  /** The package of its subscription while it receives leads (docs/api/billing.md); Premium shows a badge. */
  package?: 'standard' | 'premium' | null;
}

export const publicBusinessKey = (id: string) => `/business/${encodeURIComponent(id)}`;

export function getPublicBusiness(id: string): Promise<{ business: PublicBusiness }> {
  return apiGet<{ business: PublicBusiness }>(publicBusinessKey(id));
}

export function usePublicBusiness(id: string) {
  return useSWR(publicBusinessKey(id), () => getPublicBusiness(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
