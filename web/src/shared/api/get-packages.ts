import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface BillingPackage {
  id: 'standard' | 'premium';
  name: string;
  price: number;
  price_pence: number;
  vat_included: boolean;
  billing_period: string;
  features: string[];
}

export const packagesKey = '/subscription/packages';

export async function getPackages(): Promise<BillingPackage[]> {
  return (await apiGet<{ success: boolean; data: BillingPackage[] }>(packagesKey)).data;
}

/** GET /api/subscription/packages: the two packages, public. */
export function usePackages() {
  return useSWR(packagesKey, getPackages, { revalidateOnFocus: false });
}
