import {
  JobActivated,
  JobCancelled,
  JobCompleted,
  JobDeactivated,
  JobDeleted,
  JobPosted,
  JobStatusChanged,
  LeadsCreated,
  QuoteAccepted,
  QuoteSent,
} from '@localpros/contracts';
import { independentDeliveries, on, onEachInOneStatement, type Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { jobs, leadBatches, quotes } from '../schema.js';
import { recordAudit } from './audit-events.js';

/** The row for a job, created bare when an event about it arrives before JobPosted. */
function ensureJob(tx: Tx, jobId: string, customerId: string) {
  return tx.insert(jobs).values({ jobId, customerId }).onConflictDoNothing();
}

const newer = (column: typeof jobs.statusChangedAt, time: string) =>
  sql`(${column} is null or ${column} <= ${time}::timestamptz)`;

function setStatus(tx: Tx, jobId: string, status: string, at: string, businessId?: string | null) {
  return tx
    .update(jobs)
    .set({ status, statusChangedAt: at, ...(businessId ? { businessId } : {}) })
    .where(sql`${jobs.jobId} = ${jobId} and ${newer(jobs.statusChangedAt, at)}`);
}

// One upsert (a row made bare by an earlier event gets the job's facts), with its inbox row in the
// same statement: one round trip on the path of every job posted (issue 26).
export const jobPosted = onEachInOneStatement(
  JobPosted,
  (p, isFirst) => sql`
    insert into ${jobs} (job_id, customer_id, job_number, type, title, description, work_category_id, service_name,
      location, property_type, target_time, posted_at)
    select ${p.jobId}::uuid, ${p.customerId}::uuid, ${p.jobNumber ?? null}, ${p.type}, ${p.title}, ${p.description},
      ${p.workCategoryId}::uuid, ${p.serviceName}, ${p.location}, ${p.jobType},
      ${p.targetJobDone === 'specificDate' && p.specificDate ? p.specificDate : p.targetJobDone},
      ${p.postedAt}::timestamptz
    where ${isFirst}
    on conflict (job_id) do update set job_number = excluded.job_number, type = excluded.type,
      title = excluded.title, description = excluded.description, work_category_id = excluded.work_category_id,
      service_name = excluded.service_name, location = excluded.location, property_type = excluded.property_type,
      target_time = excluded.target_time, posted_at = excluded.posted_at`,
  independentDeliveries,
);

export const jobStatusChanged = on(JobStatusChanged, async (p, { tx }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await setStatus(tx, p.jobId, p.status, p.changedAt, p.businessId);
});

export const jobCancelled = on(JobCancelled, async (p, { tx }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await setStatus(tx, p.jobId, 'cancelled', p.cancelledAt);
});

export const jobCompleted = on(JobCompleted, async (p, { tx }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await tx.update(jobs).set({ businessId: p.businessId, completedAt: p.completedAt }).where(eq(jobs.jobId, p.jobId));
  await setStatus(tx, p.jobId, 'finished', p.completedAt);
});

function setActive(tx: Tx, jobId: string, isActive: boolean, at: string) {
  return tx
    .update(jobs)
    .set({ isActive, activeChangedAt: at })
    .where(sql`${jobs.jobId} = ${jobId} and ${newer(jobs.activeChangedAt, at)}`);
}

// An admin's switches on a job: the job's row and the audit log (one consumer per event type).
const jobAudit = (eventId: string, adminId: string, action: string, jobId: string, at: string) => ({
  eventId,
  adminId,
  action,
  targetType: 'job',
  targetId: jobId,
  at,
});

export const jobDeactivated = on(JobDeactivated, async (p, { tx, envelope }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await setActive(tx, p.jobId, false, p.deactivatedAt);
  await recordAudit(tx, jobAudit(envelope.id, p.adminId, 'job_deactivated', p.jobId, p.deactivatedAt));
});

export const jobActivated = on(JobActivated, async (p, { tx, envelope }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await setActive(tx, p.jobId, true, p.activatedAt);
  await recordAudit(tx, jobAudit(envelope.id, p.adminId, 'job_activated', p.jobId, p.activatedAt));
});

export const jobDeleted = on(JobDeleted, async (p, { tx, envelope }) => {
  await ensureJob(tx, p.jobId, p.customerId);
  await tx.update(jobs).set({ deletedAt: p.deletedAt }).where(eq(jobs.jobId, p.jobId));
  await recordAudit(tx, jobAudit(envelope.id, p.adminId, 'job_deleted', p.jobId, p.deletedAt));
});

// One row per announcement, its businesses as one array (schema.ts, leadBatches): one statement,
// its inbox row in it, and one row whatever the number of leads.
export const leadsCreated = onEachInOneStatement(
  LeadsCreated,
  (p, isFirst) => sql`
    insert into ${leadBatches} (first_lead_id, job_id, business_ids, created_at)
    select ${p.leads[0]?.leadId ?? null}::uuid, ${p.jobId}::uuid,
      ${`{${p.leads.map((l) => l.businessId).join(',')}}`}::uuid[], ${p.createdAt}::timestamptz
    where ${isFirst} and ${p.leads.length > 0}
    on conflict do nothing`,
  independentDeliveries,
);

export const quoteSent = on(QuoteSent, async (p, { tx }) => {
  await tx
    .insert(quotes)
    .values({ quoteId: p.quoteId, jobId: p.jobId, businessId: p.businessId, sentAt: p.sentAt })
    .onConflictDoUpdate({ target: quotes.quoteId, set: { sentAt: p.sentAt } });
});

export const quoteAccepted = on(QuoteAccepted, async (p, { tx }) => {
  await tx
    .insert(quotes)
    .values({ quoteId: p.quoteId, jobId: p.jobId, businessId: p.businessId, acceptedAt: p.acceptedAt })
    .onConflictDoUpdate({ target: quotes.quoteId, set: { acceptedAt: p.acceptedAt } });
});

export const jobConsumers = [
  jobPosted,
  jobStatusChanged,
  jobCancelled,
  jobCompleted,
  jobDeactivated,
  jobActivated,
  jobDeleted,
  leadsCreated,
  quoteSent,
  quoteAccepted,
];
