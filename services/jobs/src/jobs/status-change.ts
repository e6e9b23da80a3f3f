import { JobStatusChanged } from '@localpros/contracts';
import type { EventRecorder } from '@localpros/kit';
import type { JobRow } from './job-message.js';

/** Announces that the job moved from `previousStatus` to its current status. */
export async function recordStatusChange(
  events: EventRecorder,
  job: JobRow,
  previousStatus: JobRow['status'],
  changedAt: string,
): Promise<void> {
  await events.record(JobStatusChanged, {
    jobId: job.id,
    customerId: job.customerId,
    businessId: job.businessId,
    previousStatus,
    status: job.status,
    changedAt,
  });
}
