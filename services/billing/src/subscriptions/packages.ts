import { billingPackages, type billingRpc, leadReceivingStatuses, packageIds } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingContext } from '../context.js';
import { subscriptions } from '../schema.js';

/** The packages a business can subscribe to, from the contracts. */
export async function listPackages(): Promise<billingRpc.ListPackagesResponse> {
  return {
    packages: packageIds.map((id) => ({
      id,
      name: billingPackages[id].name,
      pricePence: billingPackages[id].pricePence,
      features: [...billingPackages[id].features],
    })),
  };
}

const summariesRequest = z.object({
  businessIds: z.array(z.uuid('Unknown business')).max(500, 'At most 500 businesses'),
});

/** Package and status of each business that has a subscription (unknown ids are left out). */
export async function getSubscriptionSummaries(
  { db }: BillingContext,
  request: billingRpc.SubscriptionSummariesRequest,
): Promise<billingRpc.SubscriptionSummariesResponse> {
  const { businessIds } = parseOrInvalid(summariesRequest, request);
  if (businessIds.length === 0) return { summaries: [] };
  const rows = await db
    .select({ businessId: subscriptions.businessId, packageId: subscriptions.packageId, status: subscriptions.status })
    .from(subscriptions)
    .where(inArray(subscriptions.businessId, businessIds));
  return { summaries: rows };
}

export const receivesLeads = (status: string) => (leadReceivingStatuses as readonly string[]).includes(status);
