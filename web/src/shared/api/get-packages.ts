import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from './typed-client';

export type BillingPackage = ApiAnswer<'/api/subscription/packages', 'get'>['data'][number];

export const packagesKey = '/subscription/packages';

export async function getPackages(): Promise<BillingPackage[]> {
  return (await dataOf(api.GET('/api/subscription/packages'))).data;
}

/** GET /api/subscription/packages: the two packages, public. */
export function usePackages() {
  return useSWR(packagesKey, getPackages, { revalidateOnFocus: false });
}
