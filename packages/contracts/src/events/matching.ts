import { z } from 'zod';
import { leadReportReasons } from '../rules/lead-reports.js';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/**
 * A job was matched: the businesses that received it as a lead (one lead per job and business).
 * One event per job, not per lead: a job in a city reaches hundreds of businesses, and an event
 * each would multiply the outbox and the bus by that much on the hot path. Consumers that act
 * per business (notifications) iterate `leads`.
 */
export const LeadsCreated = defineEvent(
  'LeadsCreated',
  1,
  z.object({
    jobId: z.uuid(),
    customerId: z.uuid(),
    leads: z.array(
      z.object({
        leadId: z.uuid(),
        businessId: z.uuid(),
        /** Centroid to centroid; null for a named business without a location. */
        distanceKm: z.number().nullable(),
      }),
    ),
    createdAt: at,
    /**
     * What the job is, as matching matched it: its title, the postcode district and the service's
     * name. Optional (absent before it existed): with it, notifications words a lead's alerts
     * without waiting for the job's JobPosted, which travels on another consumer.
     */
    job: z
      .object({ title: z.string(), location: z.string().nullable(), serviceName: z.string().nullable() })
      .optional(),
  }),
);

/** The business marked interest: the customer's mobile number is now shown to it. */
export const LeadInterested = defineEvent(
  'LeadInterested',
  1,
  z.object({ leadId: z.uuid(), jobId: z.uuid(), businessId: z.uuid(), interestedAt: at }),
);

/** Why a lead left a business's list. */
const leadDismissedReasons = [
  'not_interested',
  'job_cancelled',
  'job_awarded',
  /** Every place on the job was taken by other businesses. */
  'places_taken',
  /** The customer closed the job to new responses ("I've found someone"). */
  'job_closed',
  /** The business reported it as a bad lead (its place given back). */
  'reported',
] as const;

/**
 * The lead left the business's list: it said not interested, the job was cancelled, the customer
 * accepted a quote (job_awarded: the job is taken, whoever took it), every place was taken by other
 * businesses (places_taken) or the customer closed the job to new responses (job_closed).
 */
export const LeadDismissed = defineEvent(
  'LeadDismissed',
  1,
  z.object({
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    reason: z.enum(leadDismissedReasons),
    dismissedAt: at,
  }),
);

/**
 * What a business's leads list shows changed in a way no other of matching's events tells: a lead
 * was quoted, a place was taken or given back (the "k of N places taken" of every card on the job),
 * an admin switched a job off or on, a poster's name or number changed, a subscription started or
 * stopped the business's leads. Recorded in the transaction of the change; the BFF keeps each
 * business's list ready (bff/src/leads) and forgets the lists this names. Each list names whose:
 * the businesses themselves, every business with a lead on the jobs, or on the customers' jobs.
 */
export const LeadListsChanged = defineEvent(
  'LeadListsChanged',
  1,
  z
    .object({
      businessIds: z.array(z.uuid()),
      jobIds: z.array(z.uuid()),
      customerIds: z.array(z.uuid()),
    })
    .refine((change) => change.businessIds.length + change.jobIds.length + change.customerIds.length > 0, {
      message: 'A change names at least one list',
    }),
);

/**
 * A business's report of a bad lead was upheld: by an admin, or at once when matching detected a
 * duplicate or a lead outside the business's area (adminId null). `againstCustomer` says whether it
 * counts to the customer's flag (upheldAgainstCustomer: not for a lead outside the area); `reason`
 * is what the business reads (the admin's, or the detection's words).
 */
export const LeadReportUpheld = defineEvent(
  'LeadReportUpheld',
  1,
  z.object({
    reportId: z.uuid(),
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    customerId: z.uuid(),
    /** The business's reason, or what was detected when it was upheld automatically. */
    ground: z.enum(leadReportReasons),
    againstCustomer: z.boolean(),
    reason: z.string(),
    adminId: z.uuid().nullable(),
    upheldAt: at,
  }),
);

/** An admin rejected a business's report of a bad lead, with the reason the business reads. */
export const LeadReportRejected = defineEvent(
  'LeadReportRejected',
  1,
  z.object({
    reportId: z.uuid(),
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    customerId: z.uuid(),
    reason: z.string(),
    adminId: z.uuid(),
    rejectedAt: at,
  }),
);
