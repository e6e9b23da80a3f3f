import type { ServiceName } from '../services.js';
import * as admin from './admin.js';
import * as billing from './billing.js';
import type { EventDefinition } from './envelope.js';
import * as identity from './identity.js';
import * as jobs from './jobs.js';
import * as matching from './matching.js';
import * as messaging from './messaging.js';
import * as notifications from './notifications.js';
import * as quotes from './quotes.js';

/** The event definitions a module exports, by name (a namespace's order differs between loaders). */
const definitionsIn = (module: Record<string, unknown>): EventDefinition[] =>
  Object.values(module)
    .filter(
      (value): value is EventDefinition =>
        typeof value === 'object' && value !== null && 'type' in value && 'version' in value && 'payload' in value,
    )
    .sort((a, b) => (a.type < b.type ? -1 : 1));

/**
 * A service whose admin actions are audited also records AdminActionRecorded, in the transaction
 * of the change (the audit log, admin's read model, follows the event).
 */
const audited = (events: EventDefinition[]): EventDefinition[] => [...events, admin.AdminActionRecorded];

/**
 * The events each service records in its outbox, and so publishes: the ones its own file here
 * defines (events/<service>.ts), plus AdminActionRecorded where admins change things. The kit
 * refuses any other (prepareService), and each service's NATS user may publish these subjects only
 * (k8s/nats).
 */
export const eventPublishers: Readonly<Record<ServiceName, readonly EventDefinition[]>> = {
  identity: audited(definitionsIn(identity)),
  jobs: audited(definitionsIn(jobs)),
  // An admin's ruling on a bad-lead report is audited.
  matching: audited(definitionsIn(matching)),
  quotes: definitionsIn(quotes),
  // An admin's read of a conversation is audited.
  messaging: audited(definitionsIn(messaging)),
  billing: audited(definitionsIn(billing)),
  notifications: definitionsIn(notifications),
  admin: definitionsIn(admin),
};
