import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import { customType, index, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const messagingSchema = pgSchema('messaging');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Read model of JobPosted: whose job it is (a thread's customer) and what it is called. */
export const jobs = messagingSchema.table('jobs', {
  jobId: uuid('job_id').primaryKey(),
  customerId: uuid('customer_id').notNull(),
  title: text('title').notNull(),
});

/**
 * One conversation per job and business, opened when the business marks interest (LeadInterested).
 * Each party's read mark: the other party's messages sent up to it are read.
 */
export const threads = messagingSchema.table(
  'threads',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    businessId: uuid('business_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'string' }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'string' }),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true, mode: 'string' }),
    businessReadAt: timestamp('business_read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    unique('threads_job_business_unique').on(t.jobId, t.businessId),
    index('threads_customer_idx').on(t.customerId, t.jobId),
    index('threads_business_idx').on(t.businessId),
  ],
);

/** A message in a thread: text, a photo (re-encoded WebP), or both. */
export const messages = messagingSchema.table(
  'messages',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id),
    senderId: uuid('sender_id').notNull(),
    senderType: text('sender_type', { enum: ['customer', 'business'] }).notNull(),
    text: text('text').notNull(),
    photo: bytea('photo'),
    photoContentType: text('photo_content_type'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('messages_thread_sent_idx').on(t.threadId, t.sentAt)],
);

/**
 * Read model of UserDeleted and AccountStatusChanged: accounts that are gone (deleted) or switched
 * off (deactivated). Their threads stay readable to the other party, named as removed, and take no
 * new messages. A reactivated account leaves the table.
 */
export const removedAccounts = messagingSchema.table('removed_accounts', {
  userId: uuid('user_id').primaryKey(),
  reason: text('reason', { enum: ['deleted', 'deactivated'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

// The service's own tables join this schema with the features that need them.
export const { outbox, inbox } = eventTables(messagingSchema);
