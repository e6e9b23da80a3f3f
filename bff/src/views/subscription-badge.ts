import { leadReceivingStatuses, type PackageId, packageIds } from '@localpros/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceClients } from '../clients.js';

/**
 * The package a business shows publicly (the Premium badge): its subscription's while it gets
 * leads, else null. A badge is not worth failing the page for: if billing cannot answer, none.
 */
export async function publicPackageOf(
  billing: ServiceClients['billing'],
  businessId: string,
  log: FastifyBaseLogger,
): Promise<PackageId | null> {
  try {
    const { summaries } = await billing.getSubscriptionSummaries({ businessIds: [businessId] });
    const summary = summaries.find((s) => s.businessId === businessId);
    if (!summary || !(leadReceivingStatuses as readonly string[]).includes(summary.status)) return null;
    return (packageIds as readonly string[]).includes(summary.packageId) ? (summary.packageId as PackageId) : null;
  } catch (error) {
    log.warn({ err: error }, 'the business page is shown without its package: billing did not answer');
    return null;
  }
}
