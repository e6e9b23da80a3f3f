import type { EventDefinition } from './envelope.js';
import {
  BusinessProfileUpdated,
  UserContactChanged,
  UserDeleted,
  UserRegistered,
  UserVerified,
  VerificationCodeIssued,
} from './identity.js';
import { JobCancelled, JobCompleted, JobPosted, JobStatusChanged, ReviewPosted } from './jobs.js';
import { LeadDismissed, LeadInterested, LeadsCreated } from './matching.js';
import { ContactMessageReceived } from './notifications.js';
import { QuoteAccepted, QuoteCancelled, QuoteDeclined, QuoteSent } from './quotes.js';

export * from './envelope.js';
export {
  BusinessProfileUpdated,
  ContactMessageReceived,
  JobCancelled,
  JobCompleted,
  JobPosted,
  JobStatusChanged,
  LeadDismissed,
  LeadInterested,
  LeadsCreated,
  QuoteAccepted,
  QuoteCancelled,
  QuoteDeclined,
  QuoteSent,
  ReviewPosted,
  UserContactChanged,
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
  [UserContactChanged.type]: UserContactChanged,
  [JobPosted.type]: JobPosted,
  [JobCancelled.type]: JobCancelled,
  [LeadsCreated.type]: LeadsCreated,
  [LeadInterested.type]: LeadInterested,
  [LeadDismissed.type]: LeadDismissed,
  [QuoteSent.type]: QuoteSent,
  [QuoteAccepted.type]: QuoteAccepted,
  [QuoteDeclined.type]: QuoteDeclined,
  [QuoteCancelled.type]: QuoteCancelled,
  [JobStatusChanged.type]: JobStatusChanged,
  [JobCompleted.type]: JobCompleted,
  [ReviewPosted.type]: ReviewPosted,
};
