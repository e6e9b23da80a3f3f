import { defineService } from '@localpros/kit';
import { listContactMessages } from './contact-messages/list-contact-messages.js';
import { recordContactMessage } from './contact-messages/record-contact-message.js';
import { inbox, outbox } from './schema.js';

/** Admin: read models built from other services' events, behind the admin panel. */
export const adminService = defineService({
  name: 'admin',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db }) => ({
    listContactMessages: (request) => listContactMessages(db, request),
  }),
  subscriptions: () => [recordContactMessage],
});
