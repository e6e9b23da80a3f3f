import type { JobPosted, jobsRpc, PayloadOf } from '@localpros/contracts';
import type { jobs } from '../schema.js';

export type JobRow = typeof jobs.$inferSelect;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : '');

/** A stored job (with its review, when it has one) as the gRPC message. */
export function toJobMessage(row: JobRow, review?: jobsRpc.Review): jobsRpc.Job {
  return {
    id: row.id,
    customerId: row.customerId,
    title: row.title,
    description: row.description,
    status: row.status,
    type: row.type,
    jobType: row.jobType,
    targetJobDone: row.targetJobDone,
    specificDate: row.specificDate ?? '',
    workCategoryId: row.workCategoryId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    live: row.live,
    createdAt: new Date(row.createdAt).toISOString(),
    specificBusinessIds: row.specificBusinessIds,
    businessId: row.businessId ?? '',
    quoteId: row.quoteId ?? '',
    costPence: row.costPence ?? 0,
    currency: row.currency ?? '',
    rateType: row.rateType ?? '',
    acceptedAt: iso(row.acceptedAt),
    finishedAt: iso(row.finishedAt),
    cancelledAt: iso(row.cancelledAt),
    review,
    jobNumber: row.jobNumber,
    isActive: row.isActive,
  };
}

/** What matching and the lead cards need of a job that went live. */
export function jobPostedPayload(row: JobRow): PayloadOf<typeof JobPosted> {
  return {
    jobId: row.id,
    customerId: row.customerId,
    title: row.title,
    description: row.description,
    workCategoryId: row.workCategoryId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    jobType: row.jobType,
    targetJobDone: row.targetJobDone,
    specificDate: row.specificDate,
    type: row.type,
    specificBusinessIds: row.specificBusinessIds,
    postedAt: new Date().toISOString(),
    jobNumber: row.jobNumber,
    responseCap: row.responseCap,
  };
}
