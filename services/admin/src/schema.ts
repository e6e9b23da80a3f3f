import { packageIds, subscriptionStatuses } from '@localpros/contracts';
import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const adminSchema = pgSchema('admin');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/*
 * Read models: built only from other services' events (src/read-models/*), so every one of them
 * can be emptied and rebuilt from the event history (src/rebuild/*). The handlers are idempotent
 * upserts guarded by the event's own time, so redeliveries and any order across event types give
 * the same rows.
 */

/** Read model of ContactMessageReceived, for the admin panel. */
export const contactMessages = adminSchema.table(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('admin_contact_messages_received_at_idx').on(t.receivedAt)],
);

/** Customers and businesses (admins too, for the audit log's names), from identity's events. */
export const accounts = adminSchema.table(
  'accounts',
  {
    userId: uuid('user_id').primaryKey(),
    userType: text('user_type', { enum: ['customer', 'business', 'admin'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    businessName: text('business_name'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    registeredAt: at('registered_at'),
    deletedAt: at('deleted_at'),
    /** The newest UserContactChanged applied (older ones arriving late are ignored). */
    contactChangedAt: at('contact_changed_at'),
    /** The newest activation change applied (AccountStatusChanged or BusinessProfileUpdated). */
    activeChangedAt: at('active_changed_at'),
    workCategoryId: text('work_category_id'),
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    location: text('location'),
    profileUpdatedAt: at('profile_updated_at'),
    companyNumber: text('company_number'),
    documentsCount: integer('documents_count').notNull().default(0),
    vettingChangedAt: at('vetting_changed_at'),
  },
  (t) => [
    index('admin_accounts_type_registered_idx').on(t.userType, t.registeredAt),
    index('admin_accounts_email_idx').on(t.email),
  ],
);

/** Jobs as the Jobs table and the dashboard see them, from the jobs service's events. */
export const jobs = adminSchema.table(
  'jobs',
  {
    jobId: uuid('job_id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    jobNumber: text('job_number'),
    type: text('type').notNull().default('standard'),
    title: text('title'),
    description: text('description'),
    workCategoryId: uuid('work_category_id'),
    serviceName: text('service_name'),
    location: text('location'),
    propertyType: text('property_type'),
    targetTime: text('target_time'),
    postedAt: at('posted_at'),
    status: text('status').notNull().default('active'),
    /** The time of the status change applied last. */
    statusChangedAt: at('status_changed_at'),
    /** The business doing or having done the job. */
    businessId: uuid('business_id'),
    completedAt: at('completed_at'),
    isActive: boolean('is_active').notNull().default(true),
    activeChangedAt: at('active_changed_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('admin_jobs_posted_idx').on(t.postedAt), index('admin_jobs_customer_idx').on(t.customerId)],
);

/**
 * Leads as the admin screens count them, from matching's LeadsCreated: one row per announcement (a
 * job's leads made at once, usually all of them), its businesses in one array, not a row per lead
 * (issue 26: a city job's ~330 rows and their three indexes, on the path of every job posted). The
 * screens read counts per job and per business and the names per job, all of which the arrays give
 * (matching gives a business at most one lead per job). Keyed by the announcement's first lead, so
 * a repeat of it adds nothing.
 */
export const leadBatches = adminSchema.table(
  'lead_batches',
  {
    firstLeadId: uuid('first_lead_id').primaryKey(),
    jobId: uuid('job_id').notNull(),
    businessIds: uuid('business_ids').array().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('admin_lead_batches_job_idx').on(t.jobId),
    index('admin_lead_batches_business_idx').using('gin', t.businessIds),
  ],
);

/** Quotes sent and accepted, from the quotes service's events. */
export const quotes = adminSchema.table(
  'quotes',
  {
    quoteId: uuid('quote_id').primaryKey(),
    jobId: uuid('job_id').notNull(),
    businessId: uuid('business_id').notNull(),
    sentAt: at('sent_at'),
    acceptedAt: at('accepted_at'),
  },
  (t) => [index('admin_quotes_job_idx').on(t.jobId), index('admin_quotes_business_idx').on(t.businessId)],
);

/** The audit log of admin actions, from AdminActionRecorded and the admin fields of other events. */
export const auditLog = adminSchema.table(
  'audit_log',
  {
    /** The id of the event it came from: one entry per event, however often delivered. */
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: text('detail').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at), index('admin_audit_log_admin_idx').on(t.adminId, t.at)],
);

/**
 * Each business's subscription as billing last described it (the Subscription* snapshots, the
 * newest by changed_at wins, so a stale one delivered late is ignored).
 */
export const subscriptions = adminSchema.table(
  'subscriptions',
  {
    businessId: uuid('business_id').primaryKey(),
    subscriptionId: uuid('subscription_id').notNull(),
    packageId: text('package_id', { enum: packageIds }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [index('admin_subscriptions_status_idx').on(t.status)],
);

/** Settled charges (PaymentSucceeded), for the dashboard's revenue: amounts in pence, VAT included. */
export const payments = adminSchema.table(
  'payments',
  {
    transactionId: uuid('transaction_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [index('admin_payments_paid_at_idx').on(t.paidAt)],
);

/**
 * Bad-lead reports upheld against a customer (matching's LeadReportUpheld with againstCustomer):
 * a customer with any is flagged in the Customers table.
 */
export const upheldLeadReports = adminSchema.table(
  'upheld_lead_reports',
  {
    reportId: uuid('report_id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    upheldAt: at('upheld_at').notNull(),
  },
  (t) => [index('admin_upheld_lead_reports_customer_idx').on(t.customerId)],
);

/** Every read model, emptied and refilled by a rebuild. */
export const readModelTables = [
  contactMessages,
  accounts,
  jobs,
  leadBatches,
  quotes,
  auditLog,
  subscriptions,
  payments,
  upheldLeadReports,
] as const;

/*
 * The admin's own data (not from events, kept through rebuilds).
 */

/** Whether an admin has read a contact message, and when it was answered. */
export const contactMessageStates = adminSchema.table('contact_message_states', {
  contactMessageId: uuid('contact_message_id').primaryKey(),
  isRead: boolean('is_read').notNull().default(false),
  repliedAt: at('replied_at'),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});

export const { outbox, inbox } = eventTables(adminSchema);
