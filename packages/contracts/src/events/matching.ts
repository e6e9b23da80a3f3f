import { z } from 'zod';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/** A business received a job as a lead (one per job and business). */
export const LeadCreated = defineEvent(
  'LeadCreated',
  1,
  z.object({
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    customerId: z.uuid(),
    /** Centroid to centroid; null for a job sent to named businesses outside the radius rule. */
    distanceKm: z.number().nullable(),
    createdAt: at,
  }),
);

/** The business marked interest: the customer's mobile number is now shown to it. */
export const LeadInterested = defineEvent(
  'LeadInterested',
  1,
  z.object({ leadId: z.uuid(), jobId: z.uuid(), businessId: z.uuid(), interestedAt: at }),
);

/** The lead left the business's list: it said not interested, or the job was cancelled. */
export const LeadDismissed = defineEvent(
  'LeadDismissed',
  1,
  z.object({
    leadId: z.uuid(),
    jobId: z.uuid(),
    businessId: z.uuid(),
    reason: z.enum(['not_interested', 'job_cancelled']),
    dismissedAt: at,
  }),
);
