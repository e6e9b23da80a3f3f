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
import { independentDeliveries, on, type Tx } from '@localpros/kit';
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

// One upsert (a row made bare by an earlier event gets the job's facts): a statement fewer on the
// path of every job posted (issue 26).
export const jobPosted = on(
  JobPosted,
  async (p, { tx }) => {
    const facts = {
      jobNumber: p.jobNumber ?? null,
      type: p.type,
      title: p.title,
      description: p.description,
      workCategoryId: p.workCategoryId,
      serviceName: p.serviceName,
      location: p.location,
      propertyType: p.jobType,
      targetTime: p.targetJobDone === 'specificDate' && p.specificDate ? p.specificDate : p.targetJobDone,
      postedAt: p.postedAt,
    };
    await tx
      .insert(jobs)
      .values({ jobId: p.jobId, customerId: p.customerId, ...facts })
      .onConflictDoUpdate({ target: jobs.jobId, set: facts });
  },
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

// One row per announcement, its businesses as one array (schema.ts, leadBatches): one statement
// and one row whatever the number of leads.
export const leadsCreated = on(LeadsCreated, async (p, { tx }) => {
  const [first] = p.leads;
  if (!first) return;
  await tx.execute(sql`
    insert into ${leadBatches} (first_lead_id, job_id, business_ids, created_at)
    values (${first.leadId}::uuid, ${p.jobId}::uuid, ${`{${p.leads.map((l) => l.businessId).join(',')}}`}::uuid[],
      ${p.createdAt}::timestamptz)
    on conflict do nothing`);
});

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
