import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const matchingSchema = pgSchema('matching');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Matching's own copy of each business's service area, kept from identity's BusinessProfileUpdated.
 * The GiST index on the centroid (earthdistance) is created in the migration: drizzle cannot
 * express an index on ll_to_earth(latitude, longitude).
 */
export const businesses = matchingSchema.table('businesses', {
  businessId: uuid('business_id').primaryKey(),
  name: text('name').notNull(),
  workCategoryId: uuid('work_category_id'),
  location: text('location'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  isActive: boolean('is_active').notNull(),
  isVerified: boolean('is_verified').notNull(),
  /** When identity changed the profile: an older event never overwrites a newer one. */
  updatedAt: at('updated_at').notNull(),
});

export const businessServices = matchingSchema.table(
  'business_services',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.serviceId] }), index('business_services_service_idx').on(t.serviceId)],
);

export type LeadStatus = 'open' | 'dismissed' | 'quoted';

/** A job offered to one business. The job's card is copied from JobPosted, so listing leads joins nothing. */
export const leads = matchingSchema.table(
  'leads',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id').notNull(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** Centroid to centroid; null for a named business without a location. */
    distanceKm: doublePrecision('distance_km'),
    status: text('status').$type<LeadStatus>().notNull().default('open'),
    dismissedReason: text('dismissed_reason').$type<'not_interested' | 'job_cancelled' | 'job_awarded'>(),
    isInterested: boolean('is_interested').notNull().default(false),
    interestedAt: at('interested_at'),
    dismissedAt: at('dismissed_at'),
    quotedAt: at('quoted_at'),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    jobKind: text('job_kind').notNull(),
    jobType: text('job_type').notNull(),
    serviceId: uuid('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    location: text('location').notNull(),
    targetJobDone: text('target_job_done').notNull(),
    specificDate: text('specific_date'),
    /** The moment the lead was written (clock time, not the transaction's start). */
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('leads_job_business_unique').on(t.jobId, t.businessId),
    index('leads_business_open_idx').on(t.businessId, t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Jobs cancelled, as JobCancelled said. JobPosted and JobCancelled travel on separate durable
 * consumers, so a cancellation can be handled first: a job in here is never matched.
 */
export const cancelledJobs = matchingSchema.table('cancelled_jobs', {
  jobId: uuid('job_id').primaryKey(),
  cancelledAt: at('cancelled_at').notNull(),
});

export const { outbox, inbox } = eventTables(matchingSchema);
