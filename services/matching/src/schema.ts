import type {
  LeadReportDetection,
  LeadReportReason,
  LeadReportStatus,
  PackageId,
  SubscriptionStatus,
} from '@localpros/contracts';
import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
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
 * Matching's own copy of each business's service area, kept from identity's BusinessProfileUpdated,
 * and of its subscription, kept from billing's Subscription* events. The GiST index on the centroid
 * (earthdistance) is created in the migration: drizzle cannot express an index on
 * ll_to_earth(latitude, longitude). It is partial on the businesses that can receive leads, the
 * subscription's status included, so matching a job reads only those.
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
  /**
   * The services offered, as business_services holds them: matching a job checks this in the row it
   * already reads for the distance, instead of probing business_services once per candidate (half
   * the query's time for a city job).
   */
  serviceIds: uuid('service_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /**
   * When identity changed the profile: an older event never overwrites a newer one. '-infinity'
   * on a row a subscription event created before the profile arrived (inactive, unverified, no
   * name: it matches nothing until its profile comes).
   */
  updatedAt: at('updated_at').notNull(),
  /** The subscription's package and status as billing last said; null: never subscribed. */
  packageId: text('package_id').$type<PackageId>(),
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>(),
  /** billing's changedAt of that snapshot: an older one never overwrites a newer one. */
  subscriptionChangedAt: at('subscription_changed_at'),
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

/** Why a lead left the list (LeadDismissed's reasons). */
export type DismissedReason =
  | 'not_interested'
  | 'job_cancelled'
  | 'job_awarded'
  | 'places_taken'
  | 'job_closed'
  /** The business reported it as a bad lead (lead_reports). */
  | 'reported';

/** suspended: the job was deactivated (or deleted) by an admin; an activation reopens it. */
export type LeadStatus = 'open' | 'dismissed' | 'quoted' | 'suspended';

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
    dismissedReason: text('dismissed_reason').$type<DismissedReason>(),
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
    /** The job's human-readable number; null for leads made before numbers existed. */
    jobNumber: text('job_number'),
    /** The moment the lead was written (clock time, not the transaction's start). */
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
    /**
     * When the business receives it: at once for a Premium business, a head start later for a
     * Standard one (MATCHING_PREMIUM_HEAD_START_SECONDS). Before then it is in no list.
     */
    visibleAt: at('visible_at').notNull().default(sql`clock_timestamp()`),
    /** When LeadsCreated announced it (null: waiting for visibleAt; the release loop announces it). */
    announcedAt: at('announced_at'),
  },
  (t) => [
    unique('leads_job_business_unique').on(t.jobId, t.businessId),
    index('leads_business_open_idx').on(t.businessId, t.createdAt).where(sql`${t.status} = 'open'`),
    // A business's insights read its leads of the last 12 months by when it received them (leads/lead-funnel.ts).
    index('leads_business_visible_idx').on(t.businessId, t.visibleAt),
    index('leads_unannounced_idx').on(t.visibleAt).where(sql`${t.announcedAt} is null and ${t.status} = 'open'`),
  ],
);

/**
 * Responses to a job are places (issue 25): at most `cap` businesses respond to it (null: no cap).
 * Taking a place locks this row and raises `taken` only while it is below the cap, so 20 businesses
 * at once on a cap of 5 get exactly 5; nothing is counted afterwards. The cap is the job's category's
 * when it was posted (JobPosted.responseCap).
 */
export const jobPlaces = matchingSchema.table(
  'job_places',
  {
    jobId: uuid('job_id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    cap: integer('cap'),
    taken: integer('taken').notNull().default(0),
    /** The customer closed the job to new responses ("I've found someone"). */
    closedAt: at('closed_at'),
    /**
     * The job as a bad-lead report's duplicate check reads it (lead-reports/detect.ts): one row per
     * job, so finding the customer's other jobs reads no leads. Null on rows before reports existed
     * that had no lead to copy them from.
     */
    serviceId: uuid('service_id'),
    jobNumber: text('job_number'),
    postedAt: at('posted_at'),
  },
  (t) => [
    check('job_places_within_cap', sql`${t.taken} >= 0 and (${t.cap} is null or ${t.taken} <= ${t.cap})`),
    index('job_places_customer_service_idx').on(t.customerId, t.serviceId, t.postedAt),
  ],
);

/**
 * A business's place on a job, taken by its first response (interest or a quote). Released, it no
 * longer counts (`releasedAt`: a reported bad lead will give its place back); taken again, the row
 * is reused. `takenAt` is the first response's time (a response-time badge: visibleAt → takenAt).
 */
export const places = matchingSchema.table(
  'places',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id),
    jobId: uuid('job_id').notNull(),
    businessId: uuid('business_id').notNull(),
    takenBy: text('taken_by').$type<'interest' | 'quote'>().notNull(),
    takenAt: at('taken_at').notNull().default(sql`clock_timestamp()`),
    releasedAt: at('released_at'),
    releasedReason: text('released_reason'),
  },
  (t) => [
    index('places_job_idx').on(t.jobId),
    // The response-time badge reads a business's places of the last 90 days (leads/response-times.ts).
    index('places_business_response_idx').on(t.businessId, t.takenAt).where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * The customers who post jobs, as a lead card names them: matching's copy of identity's
 * UserContactChanged (customers only), so listing leads asks no other service. A deleted customer
 * keeps a row anonymised as identity anonymises its own (`deleted`), so a snapshot recorded before
 * the deletion and delivered after it cannot bring the personal data back.
 */
export const customers = matchingSchema.table('customers', {
  customerId: uuid('customer_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Empty when the customer gave none. */
  mobileNumber: text('mobile_number').notNull(),
  /** identity's changedAt (or deletedAt): an older snapshot never overwrites a newer one. */
  changedAt: at('changed_at').notNull(),
  deleted: boolean('deleted').notNull().default(false),
});

/**
 * Jobs cancelled, as JobCancelled said. JobPosted and JobCancelled travel on separate durable
 * consumers, so a cancellation can be handled first: a job in here is never matched.
 */
export const cancelledJobs = matchingSchema.table('cancelled_jobs', {
  jobId: uuid('job_id').primaryKey(),
  cancelledAt: at('cancelled_at').notNull(),
});

/**
 * An admin's switch on a job (JobDeactivated / JobActivated / JobDeleted), the latest by time: they
 * travel on separate consumers, so an older one arriving late must not undo a newer one, and
 * JobPosted (its own consumer too) may come after the job was switched off.
 */
export const jobSwitches = matchingSchema.table('job_switches', {
  jobId: uuid('job_id').primaryKey(),
  isActive: boolean('is_active').notNull(),
  /** A deleted job is never active again. */
  deleted: boolean('deleted').notNull().default(false),
  changedAt: at('changed_at').notNull(),
});

/**
 * A business's report of a bad lead (issue 25.3): one per lead. Made while the lead is open, it gives
 * the lead's place back and takes it out of the business's list; `detected` is what matching found by
 * itself (a duplicate of `detectedJobId`, or `detectedDistanceKm` outside the area), and such a report
 * is upheld at once (resolvedBy null); the rest wait for an admin.
 */
export const leadReports = matchingSchema.table(
  'lead_reports',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    jobId: uuid('job_id').notNull(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    reason: text('reason').$type<LeadReportReason>().notNull(),
    note: text('note').notNull().default(''),
    detected: text('detected').$type<LeadReportDetection>(),
    detectedJobId: uuid('detected_job_id'),
    detectedJobNumber: text('detected_job_number'),
    detectedDistanceKm: doublePrecision('detected_distance_km'),
    status: text('status').$type<LeadReportStatus>().notNull().default('open'),
    /** The admin's reason (or the detection's words when upheld at once); the business reads it. */
    outcomeReason: text('outcome_reason'),
    /** The admin; null while open or when upheld at once. */
    resolvedBy: uuid('resolved_by'),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('lead_reports_lead_unique').on(t.leadId),
    index('lead_reports_business_idx').on(t.businessId, t.createdAt),
    index('lead_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

export const { outbox, inbox } = eventTables(matchingSchema);
