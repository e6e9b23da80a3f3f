import { randomUUID } from 'node:crypto';
import {
  AdminActionRecorded,
  adminAction,
  JobPosted,
  type jobsRpc,
  jobTypes,
  targetJobDoneValues,
} from '@localpros/contracts';
import { type Outbox, parseOrInvalid, RpcError } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs, locations, workCategories, workServices } from '../schema.js';
import { jobPostedPayload, toJobMessage } from './job-message.js';

/**
 * The BFF has applied the form's rules with their messages; this is the service's own guard
 * against a caller that did not (shapes only: the messages a person reads live in the BFF).
 */
const postJobRequest = z.object({
  customerId: z.uuid(),
  posterVerified: z.boolean(),
  workCategoryId: z.uuid(),
  serviceId: z.uuid(),
  location: z
    .string()
    .trim()
    .min(1)
    .max(8)
    .transform((v) => v.toUpperCase()),
  jobType: z.enum(jobTypes),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(5000),
  targetJobDone: z.enum(targetJobDoneValues),
  specificDate: z.union([z.literal(''), z.iso.date()]),
  specificBusinessIds: z.array(z.uuid()).max(50),
});

/** What posting a job looks up (null: not found, or switched off). */
interface ReferenceRows {
  service: { name: string; categoryId: string } | null;
  category: { id: string; responseCap: number } | null;
  place: { code: string; latitude: number; longitude: number } | null;
}

/** Posts a job: live at once (JobPosted) for a verified poster, else pending until UserVerified. */
export function postJob({ outbox }: JobsContext, request: jobsRpc.PostJobRequest): Promise<jobsRpc.JobResponse> {
  return insertJob(outbox, request, 'standard');
}

async function insertJob(
  outbox: Outbox,
  request: jobsRpc.PostJobRequest,
  type: 'standard' | 'premium',
  /** The admin posting it for a customer: audited in the job's own transaction. */
  postedByAdmin?: string,
): Promise<jobsRpc.JobResponse> {
  const input = parseOrInvalid(postJobRequest, request);
  if ((input.targetJobDone === 'specificDate') !== (input.specificDate !== '')) {
    throw RpcError.invalidArgument('Invalid request', [
      { path: 'specificJobDoneDatetime', message: 'A date goes with a specific date only' },
    ]);
  }
  return outbox.transaction(async (tx, events) => {
    // The service, the category and the district in one statement: each round trip on the path of
    // every job posted costs more than these lookups' work (issue 26).
    const found = (await tx.execute(sql`select
      (select json_build_object('name', s.name, 'categoryId', s.category_id) from ${workServices} s
         join ${workCategories} c on c.id = s.category_id
         where s.id = ${input.serviceId} and s.is_active and s.deleted_at is null and c.is_active) as service,
      (select json_build_object('id', c.id, 'responseCap', c.response_cap) from ${workCategories} c
         where c.id = ${input.workCategoryId} and c.is_active and c.deleted_at is null) as category,
      (select json_build_object('code', l.code, 'latitude', l.latitude, 'longitude', l.longitude) from ${locations} l
         where l.code = ${input.location}) as place`)) as unknown as { rows: ReferenceRows[] };
    const { service, category, place } = found.rows[0] ?? { service: null, category: null, place: null };
    const errors: { path: string; message: string }[] = [];
    if (!category) errors.push({ path: 'category_id', message: 'Unknown work category' });
    else if (!service || service.categoryId !== category.id) {
      errors.push({ path: 'service_id', message: 'This service is not in the chosen work category' });
    }
    if (!place) errors.push({ path: 'location', message: 'Unknown location' });
    if (errors.length || !service || !place) throw RpcError.invalidArgument('Invalid request', errors);

    const [row] = await tx
      .insert(jobs)
      .values({
        id: randomUUID(),
        customerId: input.customerId,
        title: input.title,
        description: input.description,
        type,
        jobType: input.jobType,
        targetJobDone: input.targetJobDone,
        specificDate: input.specificDate || null,
        workCategoryId: input.workCategoryId,
        serviceId: input.serviceId,
        serviceName: service.name,
        location: place.code,
        latitude: place.latitude,
        longitude: place.longitude,
        specificBusinessIds: [...new Set(input.specificBusinessIds)],
        live: input.posterVerified,
        // Fixed now: a later change of the category's cap applies to jobs posted after it.
        responseCap: category && category.responseCap > 0 ? category.responseCap : null,
      })
      .returning();
    if (!row) throw new Error('insert returned no job');
    if (row.live) await events.record(JobPosted, jobPostedPayload(row));
    if (postedByAdmin) {
      await events.record(
        AdminActionRecorded,
        adminAction(
          postedByAdmin,
          'job_posted_for_customer',
          { type: 'job', id: row.id },
          `${type} job "${row.title}"`,
        ),
      );
    }
    return { job: toJobMessage(row) };
  });
}

/**
 * An admin posts a premium job for a customer the admin has just registered (created verified, so
 * the job is live at once); the chosen providers get it as a lead wherever they are.
 */
export function postJobForCustomer(
  { outbox }: JobsContext,
  request: jobsRpc.PostJobForCustomerRequest,
): Promise<jobsRpc.JobResponse> {
  parseOrInvalid(z.object({ adminId: z.uuid() }), request);
  if (!request.job) throw RpcError.invalidArgument('Invalid request', [{ path: 'job', message: 'Required' }]);
  return insertJob(outbox, { ...request.job, posterVerified: true }, 'premium', request.adminId);
}
