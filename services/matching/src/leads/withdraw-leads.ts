import { LeadDismissed, type PayloadOf } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DismissedReason, leads } from '../schema.js';

/** LeadDismissed for a lead just dismissed (its row as the update returned it). */
export const dismissedEvent = (
  lead: Pick<typeof leads.$inferSelect, 'id' | 'jobId' | 'businessId' | 'dismissedAt'>,
  reason: DismissedReason,
): PayloadOf<typeof LeadDismissed> => ({
  leadId: lead.id,
  jobId: lead.jobId,
  businessId: lead.businessId,
  reason,
  dismissedAt: new Date(lead.dismissedAt ?? Date.now()).toISOString(),
});

/**
 * Withdraws the job's open leads (and suspended ones: an admin switched the job off, and a later
 * activation must not reopen them) that `also` selects, from every business's list, and says why:
 * one LeadDismissed each, only for leads already announced (a Standard business still inside a
 * Premium head start never heard of the job).
 */
export async function withdrawLeads(
  tx: Tx,
  events: EventRecorder,
  jobId: string,
  reason: Exclude<DismissedReason, 'not_interested'>,
  also?: SQL,
): Promise<void> {
  const withdrawn = await tx
    .update(leads)
    .set({ status: 'dismissed', dismissedReason: reason, dismissedAt: sql`now()` })
    .where(and(eq(leads.jobId, jobId), inArray(leads.status, ['open', 'suspended']), also))
    .returning();
  await events.recordMany(
    LeadDismissed,
    withdrawn.filter((lead) => lead.announcedAt !== null).map((lead) => dismissedEvent(lead, reason)),
  );
}
