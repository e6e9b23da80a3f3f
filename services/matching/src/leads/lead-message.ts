import type { matchingRpc } from '@localpros/contracts';
import type { leads } from '../schema.js';

export type LeadRow = typeof leads.$inferSelect;

export function toLeadMessage(row: LeadRow): matchingRpc.Lead {
  return {
    id: row.id,
    jobId: row.jobId,
    businessId: row.businessId,
    customerId: row.customerId,
    isInterested: row.isInterested,
    distanceKm: row.distanceKm ?? -1,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    dismissedReason: row.dismissedReason ?? '',
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    jobKind: row.jobKind,
    jobType: row.jobType,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    location: row.location,
    targetJobDone: row.targetJobDone,
    specificDate: row.specificDate ?? '',
  };
}
