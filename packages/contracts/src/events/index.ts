import type { EventDefinition } from './envelope.js';
import {
  BusinessProfileUpdated,
  UserDeleted,
  UserRegistered,
  UserVerified,
  VerificationCodeIssued,
} from './identity.js';
import { ContactMessageReceived } from './notifications.js';

export * from './envelope.js';
export {
  BusinessProfileUpdated,
  ContactMessageReceived,
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
};
