import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Everything the jobs service stores lives in this schema. */
export const jobsSchema = pgSchema('jobs');

/**
 * Deleting a category or a service is soft (`deleted_at`): jobs keep naming it, and its name may be
 * used again. Names are unique, case-insensitively, among the ones not deleted.
 */
export const workCategories = jobsSchema.table(
  'work_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** At most this many businesses may respond to one of its jobs; 0: no cap (admin's setting). */
    responseCap: integer('response_cap').notNull().default(5),
  },
  (t) => [
    uniqueIndex('work_categories_name_unique').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    check('work_categories_response_cap_range', sql`${t.responseCap} between 0 and 50`),
  ],
);

/** A service a category offers (e.g. Cleaning → Oven cleaning): what a job and a business name. */
export const workServices = jobsSchema.table(
  'work_services',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => workCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('work_services_category_name_unique')
      .on(t.categoryId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('work_services_category_idx').on(t.categoryId),
  ],
);

/**
 * The postcode gazetteer: areas ("SW") ship with the code; districts ("SW1A") come from the
 * import command. Each row is a centroid; distances between them are great-circle distances.
 */
export const locations = jobsSchema.table(
  'locations',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['area', 'district'] }).notNull(),
    areaCode: text('area_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('locations_area_idx').on(t.areaCode)],
);

/** Job numbers: LP- and six digits or more, in posting order. */
export const jobNumberSequence = jobsSchema.sequence('job_number_seq');

/**
 * A customer's job. The service name and the location's centroid are copied at posting, so the
 * job reads the same however the reference data changes later, and JobPosted needs no lookups.
 * The accepted quote's business and charge are copied from QuoteAccepted when the job starts.
 */
export const jobs = jobsSchema.table(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['active', 'in_progress', 'finished', 'cancelled'] })
      .notNull()
      .default('active'),
    type: text('type', { enum: ['standard', 'premium'] })
      .notNull()
      .default('standard'),
    jobType: text('job_type', { enum: ['residential', 'commercial'] }).notNull(),
    targetJobDone: text('target_job_done', { enum: ['immediately', 'flexible', 'specificDate'] }).notNull(),
    specificDate: date('specific_date', { mode: 'string' }),
    workCategoryId: uuid('work_category_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    specificBusinessIds: uuid('specific_business_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** False until the poster verifies the account: a pending job is not matched. */
    live: boolean('live').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    businessId: uuid('business_id'),
    quoteId: uuid('quote_id'),
    costPence: bigint('cost_pence', { mode: 'number' }),
    currency: text('currency'),
    rateType: text('rate_type', { enum: ['hourly', 'daily', 'flat'] }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    /** Human-readable (LP-000123), from job_number_seq when the row is written. */
    jobNumber: text('job_number')
      .notNull()
      .unique('jobs_job_number_unique')
      .default(sql`'LP-' || lpad(nextval('jobs.job_number_seq')::text, 6, '0')`),
    /** An admin's switch: an inactive job is in no lead list. */
    isActive: boolean('is_active').notNull().default(true),
    /** Deleted by an admin: out of every list, kept for the records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    /**
     * Its category's cap on responses when the job was posted (a later change of the cap applies to
     * jobs posted after it); null: no cap, and for jobs posted before caps existed.
     */
    responseCap: integer('response_cap'),
  },
  (t) => [
    index('jobs_customer_status_created_idx').on(t.customerId, t.status, t.createdAt),
    index('jobs_pending_customer_idx').on(t.customerId).where(sql`not ${t.live}`),
    index('jobs_business_status_created_idx')
      .on(t.businessId, t.status, t.createdAt)
      .where(sql`${t.businessId} is not null`),
  ],
);

/**
 * The customer's review of a finished job: one per job (the unique job_id decides), and one reply
 * from its business. The business is copied from the job so ratings need no join.
 */
export const reviews = jobsSchema.table(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .unique('reviews_job_id_unique')
      .references(() => jobs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    businessId: uuid('business_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'string' }),
    /** Hidden by an admin (with the reason both parties were told): off the profile and the rating. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Every hide and restore of a review, with the admin's reason (issue 25, the DMCC Act's duty to
 * explain): the review's parties see these, the admin sees who did each.
 */
export const reviewModerations = jobsSchema.table(
  'review_moderations',
  {
    id: uuid('id').primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').notNull(),
    action: text('action', { enum: ['hidden', 'restored'] }).notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('review_moderations_review_at_idx').on(t.reviewId, t.at),
    check('review_moderations_action', sql`${t.action} in ('hidden', 'restored')`),
  ],
);

/** A customer's or business's report of a review, for the admin's queue; one open per reporter and review. */
export const reviewReports = jobsSchema.table(
  'review_reports',
  {
    id: uuid('id').primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'upheld', 'dismissed'] })
      .notNull()
      .default('open'),
    outcomeReason: text('outcome_reason'),
    resolvedBy: uuid('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('review_reports_one_open_idx').on(t.reviewId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('review_reports_status_created_idx').on(t.status, t.createdAt),
    index('review_reports_reporter_created_idx').on(t.reporterId, t.createdAt.desc()),
    check('review_reports_status', sql`${t.status} in ('open', 'upheld', 'dismissed')`),
  ],
);

export const { outbox, inbox } = eventTables(jobsSchema);
