import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import { type BillingResponse, billingKey, type PackageId } from './get-billing';

export interface ChangePackageArgs {
  packageId: PackageId;
  /** One per attempt: a retry with the same key never charges twice. */
  idempotencyKey: string;
}

/**
 * PUT /api/subscription/package: an upgrade is charged now (prorated) and applies at once; a
 * downgrade waits for the renewal. 402 when the upgrade's charge is declined.
 */
export function changePackage({ packageId, idempotencyKey }: ChangePackageArgs): Promise<BillingResponse> {
  return dataOf(
    api.PUT('/api/subscription/package', {
      body: { packageId },
      params: { header: { 'idempotency-key': idempotencyKey } },
    }),
  );
}

export function useChangePackage() {
  return useSWRMutation(billingKey, (_key: string, { arg }: { arg: ChangePackageArgs }) => changePackage(arg), {
    populateCache: true,
    revalidate: false,
  });
}
