import { LeadListsChanged } from '@localpros/contracts';
import type { EventRecorder } from '@localpros/kit';

/**
 * Says, in the transaction of the change, whose leads lists changed where no other event of
 * matching's tells it (LeadListsChanged): the BFF forgets the lists it kept ready for them.
 */
export const leadListsChanged = (
  events: EventRecorder,
  whose: { businessIds?: string[]; jobIds?: string[]; customerIds?: string[] },
) =>
  events.record(LeadListsChanged, {
    businessIds: whose.businessIds ?? [],
    jobIds: whose.jobIds ?? [],
    customerIds: whose.customerIds ?? [],
  });
