import { eventTables } from '@localpros/kit/db-schema';
import { index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const adminSchema = pgSchema('admin');

/** Read model of ContactMessageReceived, for the admin panel. */
export const contactMessages = adminSchema.table(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('admin_contact_messages_received_at_idx').on(t.receivedAt)],
);

export const { outbox, inbox } = eventTables(adminSchema);
