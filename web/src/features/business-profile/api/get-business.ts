import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

/** GET /api/business: the signed-in business's own profile (owner view). */
export interface BusinessProfile {
  id: string;
  name: string;
  description: string | null;
  mobile_number: string | null;
  address: string | null;
  website: string | null;
  landline: string | null;
  location: string | null;
  logo: string | null;
  workCategories: string | null;
  workCategoriesName: string | null;
  services: { id: string; name: string }[];
  rating: number | null;
  reviewsCount: number;
  memberSince: string | null;
}

export const businessKey = '/business';

export function getBusiness(): Promise<{ business: BusinessProfile }> {
  return apiGet<{ business: BusinessProfile }>(businessKey);
}

export function useBusiness() {
  return useSWR(businessKey, getBusiness, { revalidateOnFocus: false, shouldRetryOnError: false });
}
