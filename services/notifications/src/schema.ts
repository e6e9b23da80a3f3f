import type { LeadEmailFrequency } from '@localpros/contracts';
import type { NotificationKind } from '@localpros/contracts/rules';
import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSchema,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const notificationsSchema = pgSchema('notifications');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Messages sent through the public contact form. */
export const contactMessages = notificationsSchema.table(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('contact_messages_received_at_idx').on(t.receivedAt)],
);

export type MessageChannel = 'email' | 'sms' | 'push';
export type MessageStatus = 'pending' | 'sent' | 'failed';
export type MessagePurpose =
  | 'account_verification'
  | 'password_reset'
  | 'email_change'
  | 'phone_change'
  | 'admin_sign_in'
  | 'account_setup'
  | 'welcome'
  /** The customer: a business quoted for their job. */
  | 'quote_received'
  /** The business: the customer accepted its quote. */
  | 'quote_accepted'
  /** The business: its quote will not be taken (another was accepted, or the job was cancelled). */
  | 'quote_declined'
  /** The business: the customer reviewed its completed job. */
  | 'review_received'
  /** Both parties of a review: an admin hid it or showed it again. */
  | 'review_moderated'
  /** Whoever wrote through the contact form: an admin's answer. */
  | 'contact_reply'
  /** The business: a charge settled (the receipt, with VAT). */
  | 'payment_receipt'
  /** The business: a charge was declined or a Direct Debit payment failed. */
  | 'payment_failed'
  /** The business: its subscription lapsed unpaid, or ended after it cancelled. */
  | 'subscription_lapsed'
  | 'subscription_ended'
  /** The business: a new lead (an SMS and an e-mail, as its settings say: "New job leads" and each channel). */
  | 'new_lead'
  /** The business: its hourly or daily e-mail of the leads since the last one (delivery/lead-digests.ts). */
  | 'lead_digest'
  /** A web push alert: the kind of the notification it is about (push/queue-push-alerts.ts). */
  | NotificationKind;

/**
 * Every e-mail and SMS the platform sends. A consumer queues a row in its inbox transaction
 * and the sender delivers it after commit, so a redelivered event never sends twice and a
 * mail server that is down never holds up the consumer. On non-production platforms this
 * table is also the dev mailbox.
 */
export const outgoingMessages = notificationsSchema.table(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** An e-mail address or a mobile number. */
    recipient: text('recipient').notNull(),
    /** Null for SMS. */
    subject: text('subject'),
    /** For a message with a one-time code, a copy with the code hidden: the log keeps no code. */
    text: text('text').notNull(),
    html: text('html'),
    /** The real body of a message with a code, sealed (CODE_ENCRYPTION_KEY); dropped on production once sent. */
    sealedBody: text('sealed_body'),
    purpose: text('purpose').$type<MessagePurpose>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the sender may next try; while it sends, a lease that keeps other replicas off the row. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    /** The event that asked for the message: at most one message per event. */
    sourceEventId: uuid('source_event_id').unique(),
    /**
     * An SMS the recipient wants only outside quiet hours (21:00–08:00 UK time): never a security
     * code. Due inside them, the sender holds it until 08:00 (delivery/quiet-hours.ts).
     */
    quietHours: boolean('quiet_hours').notNull().default(false),
    /**
     * A non-transactional e-mail's one-click unsubscribe (RFC 8058): its List-Unsubscribe header's
     * https link and mailto (delivery/mail-links.ts), null for every other message.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    unsubscribeMailto: text('unsubscribe_mailto'),
    /**
     * The user the message went to, for an admin's "Recent messages" (ListUserDeliveries). Set on
     * insert by the outgoing_messages_user_id trigger (drizzle/0010) from the recipients read model
     * (the address or number) or the push subscription; null when the address is no known user's
     * (a contact-form reply, a code sent before the user's contact details reached this service).
     */
    userId: uuid('user_id'),
  },
  (t) => [
    check('outgoing_messages_channel_check', sql`channel in ('email', 'sms', 'push')`),
    check('outgoing_messages_status_check', sql`status in ('pending', 'sent', 'failed')`),
    // The sender's "due" query: pending rows by next_attempt_at.
    index('outgoing_messages_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    // The dev mailbox: newest first.
    index('outgoing_messages_created_at_idx').on(t.createdAt),
    // A user's recent deliveries, newest first.
    index('outgoing_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Who notifications may write to, and what they want to hear about: identity's UserContactChanged,
 * the newest by changed_at (an older event delivered late never overwrites a newer one). The row
 * goes on UserDeleted: personal data is not kept for an account that no longer exists.
 */
export const recipients = notificationsSchema.table(
  'recipients',
  {
    userId: uuid('user_id').primaryKey(),
    userType: text('user_type').$type<'customer' | 'business' | 'admin'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /** Businesses only. */
    businessName: text('business_name'),
    emailEnabled: boolean('email_enabled').notNull(),
    smsEnabled: boolean('sms_enabled').notNull(),
    messages: boolean('messages').notNull(),
    newsletters: boolean('newsletters').notNull(),
    specialOffers: boolean('special_offers').notNull(),
    recommendations: boolean('recommendations').notNull(),
    newJobLeads: boolean('new_job_leads').notNull(),
    /** No SMS 21:00–08:00 UK time but security codes (on unless the user switched it off). */
    smsQuietHours: boolean('sms_quiet_hours').notNull().default(true),
    /** New-lead e-mails one by one ("each"), or an hourly or daily digest (delivery/lead-digests.ts). */
    leadEmails: text('lead_emails').$type<LeadEmailFrequency>().notNull().default('each'),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [
    // outgoing_messages' user_id trigger looks the recipient up by address on every queued message:
    // without these it would read the whole table once per lead e-mail or SMS.
    index('recipients_email_lower_idx').on(sql`lower(${t.email})`),
    index('recipients_mobile_number_idx').on(t.mobileNumber),
  ],
);

/**
 * The leads waiting for a business's next digest e-mail (its lead e-mails are "hourly" or
 * "daily"): one row per lead, written with the lead's other notifications, deleted when a digest
 * lists it. A digest lists the rows written before its hour (or 08:00 UK time for a daily one).
 */
export const leadDigestEntries = notificationsSchema.table(
  'lead_digest_entries',
  {
    leadId: uuid('lead_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    jobId: uuid('job_id').notNull(),
    /** How far the job is from the business (LeadsCreated's), null when matching did not know. */
    distanceKm: doublePrecision('distance_km'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_digest_entries_business_id_created_at_idx').on(t.businessId, t.createdAt)],
);

/**
 * Accounts that were deleted: only the id and when. Events of one user travel on separate
 * consumers (one per event type), so a UserContactChanged recorded before the deletion can arrive
 * after UserDeleted; this keeps it from bringing the personal data back.
 */
export const deletedUsers = notificationsSchema.table('deleted_users', {
  userId: uuid('user_id').primaryKey(),
  deletedAt: at('deleted_at').notNull(),
});

/**
 * Each business's location as its profile last said (BusinessProfileUpdated, the newest by
 * updated_at), for the business details on a receipt. Goes on UserDeleted like recipients.
 */
export const businessLocations = notificationsSchema.table('business_locations', {
  businessId: uuid('business_id').primaryKey(),
  location: text('location'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Each posted job's title and customer (from JobPosted), so an e-mail can name the job; its
 * location (postcode district) and service name for the notification of a new lead (null for a
 * job posted before notifications kept them).
 */
export const jobTitles = notificationsSchema.table('job_titles', {
  jobId: uuid('job_id').primaryKey(),
  customerId: uuid('customer_id').notNull(),
  title: text('title').notNull(),
  location: text('location'),
  serviceName: text('service_name'),
});

/**
 * Each user's notifications: the bell's list and the live stream's source for resume
 * (docs/live-marketplace.md). The id is the stream's event id, so it only grows. Written by the
 * consumers of the domain events (centre/), kept 90 days. Stream-only kinds (lead_withdrawn) are
 * stored already read, so they never count as unread.
 */
export const userNotifications = notificationsSchema.table(
  'user_notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the web app, e.g. `/dashboard/leads`. */
    link: text('link').notNull(),
    jobId: uuid('job_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    // Every read is one user's rows by id: the bell's pages, the stream's resume, the unread count.
    index('user_notifications_user_id_id_idx').on(t.userId, t.id),
    // The unread count and "mark all read": only the unread rows.
    index('user_notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    // The retention purge.
    index('user_notifications_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A new lead's notification, one row for up to 64 of the job's businesses (centre/add-notifications.ts,
 * issue 26): a city job reaches hundreds of businesses, and a row each doubled what matching writes
 * per job. Each business reads its row as one of its notifications (centre/user-feed.ts), worded
 * with its own distance. The id comes from user_notifications' sequence, so a user's notifications
 * of both tables keep one order (the stream's event ids). Kept 90 days like user_notifications; a
 * deleted account leaves the arrays.
 */
export const leadNotifications = notificationsSchema.table(
  'lead_notifications',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().default(sql`nextval('notifications.user_notifications_id_seq')`),
    jobId: uuid('job_id').notNull(),
    title: text('title').notNull(),
    /** What and where, e.g. "End of tenancy cleaning in SW4.": each business's distance follows it. */
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** The businesses, in LeadsCreated's order (a business is in one row of a job). */
    businessIds: uuid('business_ids').array().notNull(),
    /** Each business's distance from the job, at its index in business_ids (null: it was named). */
    distancesKm: real('distances_km').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Every read is one business's rows.
    index('lead_notifications_business_ids_idx').using('gin', t.businessIds),
    // The retention purge.
    index('lead_notifications_created_at_idx').on(t.createdAt),
  ],
);

/** Which businesses have read which of the lead notifications (a row each, written when read). */
export const leadNotificationReads = notificationsSchema.table(
  'lead_notification_reads',
  {
    userId: uuid('user_id').notNull(),
    notificationId: bigint('notification_id', { mode: 'bigint' })
      .notNull()
      .references(() => leadNotifications.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  // Led by the notification: a purged notification's reads go with it (on delete cascade).
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const { outbox, inbox } = eventTables(notificationsSchema);
