import type { identityRpc, matchingRpc } from '@localpros/contracts';
import { z } from 'zod';
import { shortName } from './people-directory.js';

/** What a business sees of the poster's number before it says it is interested. */
export const MASKED_MOBILE = '07••• ••••••';

/** A business's lead as the web app reads it (docs/api/jobs-and-leads.md). */
export const businessLead = z.object({
  id: z.string(),
  is_interested: z.boolean(),
  /** Null when unknown (the card shows N/A). */
  createdAt: z.string().nullable(),
  /** Null when the job named the business outside the radius rule. */
  distanceKm: z.number().nullable(),
  user: z.object({ name: z.string(), mobile_number: z.string() }),
  /** jobNumber: human-readable (LP-000123); empty for leads made before numbers existed. */
  job: z.object({ id: z.string(), jobNumber: z.string(), title: z.string(), type: z.string(), job_type: z.string() }),
  service: z.object({ name: z.string() }),
  location: z.string(),
  target_job_done: z.string(),
  targetCompletionDatetime: z.string().nullable(),
  description: z.string(),
  /**
   * "k of N places taken": businesses that responded to the job (marked interest or quoted) of its
   * cap; cap null when the job has no cap. hasPlace: this business holds one of them.
   */
  responses: z.object({ taken: z.number().int(), cap: z.number().int().nullable(), hasPlace: z.boolean() }),
});
export type BusinessLead = z.infer<typeof businessLead>;

/**
 * The poster as the card shows them: matching's copy on the lead, or identity's contact when
 * matching had none yet (`contact`, looked up only for those leads). The number is revealed only
 * once the business is interested, so it never reaches the browser early; the masked form is
 * fixed, so it leaks not even the number's digits.
 */
function posterOf(lead: matchingRpc.Lead, contact: identityRpc.UserContact | undefined): BusinessLead['user'] {
  if (contact || !lead.customerKnown) {
    const real = contact?.mobileNumber ?? '';
    return { name: shortName(contact), mobile_number: real && (lead.isInterested ? real : MASKED_MOBILE) };
  }
  const name = shortName({ firstName: lead.customerFirstName, lastName: lead.customerLastName });
  if (!lead.customerHasMobile) return { name, mobile_number: '' };
  return { name, mobile_number: lead.isInterested ? lead.customerMobileNumber : MASKED_MOBILE };
}

/** The leads' posters matching did not know yet: the only ones the BFF asks identity about. */
export const unknownPosters = (leads: readonly matchingRpc.Lead[]): string[] =>
  leads.filter((lead) => !lead.customerKnown).map((lead) => lead.customerId);

export function toBusinessLead(lead: matchingRpc.Lead, contact?: identityRpc.UserContact): BusinessLead {
  return {
    id: lead.id,
    is_interested: lead.isInterested,
    createdAt: lead.createdAt ? new Date(lead.createdAt).toISOString() : null,
    distanceKm: lead.distanceKm < 0 ? null : Math.round(lead.distanceKm * 10) / 10,
    user: posterOf(lead, contact),
    job: {
      id: lead.jobId,
      jobNumber: lead.jobNumber,
      title: lead.jobTitle,
      type: lead.jobKind,
      job_type: lead.jobType,
    },
    service: { name: lead.serviceName },
    location: lead.location,
    target_job_done: lead.targetJobDone,
    targetCompletionDatetime: lead.specificDate || null,
    description: lead.jobDescription,
    responses: { taken: lead.placesTaken, cap: lead.placesCap || null, hasPlace: lead.hasPlace },
  };
}
