import { defineService } from '@localpros/kit';
import { inbox, outbox } from './schema.js';

/** Matching: business service areas (read model of identity's events) and leads. */
export const matchingService = defineService({
  name: 'matching',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: () => ({}),
});
