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
  }),
);

/** The customer (or an admin) cancelled an active job: its open leads and quotes end. */
export const JobCancelled = defineEvent(
  'JobCancelled',
  1,
  z.object({ jobId: z.uuid(), customerId: z.uuid(), cancelledAt: at }),
);
