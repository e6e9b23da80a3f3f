import type { EventDefinition } from './envelope.js';
import {
  BusinessProfileUpdated,
  UserDeleted,
  UserRegistered,
  UserVerified,
  VerificationCodeIssued,
} from './identity.js';
import { JobCancelled, JobPosted } from './jobs.js';
import { LeadDismissed, LeadInterested, LeadsCreated } from './matching.js';
import { ContactMessageReceived } from './notifications.js';
import { QuoteSent } from './quotes.js';

export * from './envelope.js';
export {
  BusinessProfileUpdated,
  ContactMessageReceived,
  JobCancelled,
  JobPosted,
  LeadDismissed,
  LeadInterested,
  LeadsCreated,
  QuoteSent,
  UserDeleted,
  UserRegistered,
  UserVerified,
  VerificationCodeIssued,
};

/** Every event the marketplace publishes, by type: used to validate on publish and on consume. */
export const eventCatalogue: Readonly<Record<string, EventDefinition>> = {
  [ContactMessageReceived.type]: ContactMessageReceived,
  [UserRegistered.type]: UserRegistered,
  [VerificationCodeIssued.type]: VerificationCodeIssued,
  [UserVerified.type]: UserVerified,
  [BusinessProfileUpdated.type]: BusinessProfileUpdated,
  [UserDeleted.type]: UserDeleted,
  [JobPosted.type]: JobPosted,
  [JobCancelled.type]: JobCancelled,
  [LeadsCreated.type]: LeadsCreated,
  [LeadInterested.type]: LeadInterested,
  [LeadDismissed.type]: LeadDismissed,
  [QuoteSent.type]: QuoteSent,
};
