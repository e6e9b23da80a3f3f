import { defineService } from '@localpros/kit';
import { inbox, outbox } from './schema.js';

/** Quotes: the quotes businesses send on their leads. */
export const quotesService = defineService({
  name: 'quotes',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: () => ({}),
});
