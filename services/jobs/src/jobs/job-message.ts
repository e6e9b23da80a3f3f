import type { JobPosted, jobsRpc, PayloadOf } from '@localpros/contracts';
import type { jobs } from '../schema.js';

export type JobRow = typeof jobs.$inferSelect;

/** A stored job as the gRPC message. */
export function toJobMessage(row: JobRow): jobsRpc.Job {
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
  };
}
