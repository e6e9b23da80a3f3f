import type { Db } from '@localpros/kit';
import { leads, places } from '../src/schema.js';
import type { seededRandom } from './harness.js';

/** One lead of a seeded history: when the business received it and how it first responded. */
export interface HistoryLead {
  visibleAt: string;
  interested?: boolean;
  /** Its first response; none: never answered (no place). */
  taken?: { at: string; by?: 'interest' | 'quote'; releasedAt?: string | null };
}

/**
 * Writes a business's leads and places as matching would have (only the times and the interest
 * matter: the badge's and the insights' tests).
 */
export async function seedHistory(
  db: Db,
  random: ReturnType<typeof seededRandom>,
  businessId: string,
  history: HistoryLead[],
) {
  for (const lead of history) {
    const leadId = random.uuid();
    const jobId = random.uuid();
    await db.insert(leads).values({
      id: leadId,
      jobId,
      businessId,
      customerId: random.uuid(),
      jobTitle: 'End of tenancy clean',
      jobDescription: 'Two-bedroom flat',
      jobKind: 'standard',
      jobType: 'residential',
      serviceId: random.uuid(),
      serviceName: 'End of tenancy cleaning',
      location: 'LS1',
      targetJobDone: 'flexible',
      createdAt: lead.visibleAt,
      visibleAt: lead.visibleAt,
      isInterested: lead.interested ?? false,
    });
    if (!lead.taken) continue;
    const releasedAt = lead.taken.releasedAt ?? null;
    await db.insert(places).values({
      leadId,
      jobId,
      businessId,
      takenBy: lead.taken.by ?? 'interest',
      takenAt: lead.taken.at,
      releasedAt,
      releasedReason: releasedAt ? 'reported' : null,
    });
  }
}
