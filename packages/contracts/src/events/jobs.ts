import { z } from 'zod';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/**
 * A job went live (posted by a verified customer, or its poster just verified the account).
 * It carries what matching and the lead cards need, so no one has to call back for it;
 * the centroid comes from the jobs service's gazetteer at posting time.
 */
export const JobPosted = defineEvent(
  'JobPosted',
  1,
  z.object({
    jobId: z.uuid(),
    customerId: z.uuid(),
    title: z.string(),
    description: z.string(),
    workCategoryId: z.uuid(),
    serviceId: z.uuid(),
    serviceName: z.string(),
    location: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    jobType: z.enum(['residential', 'commercial']),
    targetJobDone: z.enum(['immediately', 'flexible', 'specificDate']),
    /** yyyy-MM-dd when targetJobDone is specificDate. */
    specificDate: z.string().nullable(),
    type: z.enum(['standard', 'premium']),
    /** Non-empty: the job goes to these businesses only, wherever they are. */
    specificBusinessIds: z.array(z.uuid()),
    postedAt: at,
    /** The human-readable number ('LP-000123'); absent from events recorded before numbers existed. */
    jobNumber: z.string().optional(),
    /**
     * At most this many businesses may respond (its category's cap when the job was posted); null:
     * no cap. Absent from events recorded before caps existed: those jobs keep no cap.
     */
    responseCap: z.number().int().min(1).max(50).nullable().optional(),
  }),
);

/** The customer (or an admin) cancelled an active job: its open leads and quotes end. */
export const JobCancelled = defineEvent(
  'JobCancelled',
  1,
  z.object({ jobId: z.uuid(), customerId: z.uuid(), cancelledAt: at }),
);

const jobStatus = z.enum(['active', 'in_progress', 'finished', 'cancelled']);

/**
 * Every change of a job's status, for read models that follow a job's whole life (admin).
 * The endings have their own events as well (JobCancelled, JobCompleted).
 */
export const JobStatusChanged = defineEvent(
  'JobStatusChanged',
  1,
  z.object({
    jobId: z.uuid(),
    customerId: z.uuid(),
    /** The business doing the job, once a quote was accepted. */
    businessId: z.uuid().nullable(),
    previousStatus: jobStatus,
    status: jobStatus,
    changedAt: at,
  }),
);

/** The job's customer or its business marked the job in progress as complete (cannot be undone). */
export const JobCompleted = defineEvent(
  'JobCompleted',
  1,
  z.object({
    jobId: z.uuid(),
    customerId: z.uuid(),
    businessId: z.uuid(),
    quoteId: z.uuid(),
    completedBy: z.enum(['customer', 'business']),
    completedAt: at,
  }),
);

/** The customer reviewed a completed job (once per job): the business's rating changes. */
export const ReviewPosted = defineEvent(
  'ReviewPosted',
  1,
  z.object({
    reviewId: z.uuid(),
    jobId: z.uuid(),
    customerId: z.uuid(),
    businessId: z.uuid(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    postedAt: at,
  }),
);

/** An admin took the job off the marketplace: it leaves every lead list until JobActivated. */
export const JobDeactivated = defineEvent(
  'JobDeactivated',
  1,
  z.object({ jobId: z.uuid(), customerId: z.uuid(), adminId: z.uuid(), deactivatedAt: at }),
);

/** An admin put a deactivated job back: its withdrawn leads return to their lists. */
export const JobActivated = defineEvent(
  'JobActivated',
  1,
  z.object({ jobId: z.uuid(), customerId: z.uuid(), adminId: z.uuid(), activatedAt: at }),
);

/** An admin deleted the job (kept, soft-deleted, for the records): it leaves every list for good. */
export const JobDeleted = defineEvent(
  'JobDeleted',
  1,
  z.object({ jobId: z.uuid(), customerId: z.uuid(), adminId: z.uuid(), deletedAt: at }),
);

/**
 * An admin changed the work categories or their services (added, renamed, activated, deactivated,
 * deleted): whoever holds a copy of the public list refreshes it.
 */
export const WorkCategoriesChanged = defineEvent(
  'WorkCategoriesChanged',
  1,
  z.object({
    workCategoryId: z.uuid(),
    /** Set when the change was to one of the category's services. */
    serviceId: z.uuid().nullable(),
    change: z.enum(['added', 'renamed', 'activated', 'deactivated', 'deleted']),
    changedAt: at,
  }),
);

const reviewModeration = z.object({
  reviewId: z.uuid(),
  jobId: z.uuid(),
  customerId: z.uuid(),
  businessId: z.uuid(),
  adminId: z.uuid(),
  /** Why, as the admin wrote it: both parties are told. */
  reason: z.string(),
  at,
});

/** An admin hid a review: it leaves the business's public profile and its rating. */
export const ReviewHidden = defineEvent('ReviewHidden', 1, reviewModeration);

/** An admin showed a hidden review again. */
export const ReviewRestored = defineEvent('ReviewRestored', 1, reviewModeration);
