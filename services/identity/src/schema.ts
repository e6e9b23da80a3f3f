import type { LeadEmailFrequency } from '@localpros/contracts';
import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const identitySchema = pgSchema('identity');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const userTypes = ['customer', 'business', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/** Customers, businesses and admins. A deleted account stays as an anonymised row. */
export const users = identitySchema.table(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userType: text('user_type', { enum: userTypes }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    avatarId: uuid('avatar_id'),
    emailVerifiedAt: at('email_verified_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_mobile_unique').on(t.mobileNumber),
    index('users_type_idx').on(t.userType),
  ],
);

/** Server-side sessions: a token names one, and logging out ends it. */
export const sessions = identitySchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Set while an admin acts as the user. */
    impersonatorId: uuid('impersonator_id').references(() => users.id),
    /** The admin's own session an impersonation was started from: it ends with it. */
    adminSessionId: uuid('admin_session_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The hard limit (30 days; 1 hour for an impersonation), however active the session. */
    expiresAt: at('expires_at').notNull(),
    /** Refreshed at most once a minute while in use; 7 days without use end the session. */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx').on(t.impersonatorId).where(sql`${t.impersonatorId} is not null`),
  ],
);

export const codePurposes = [
  'account_verification',
  'password_reset',
  'email_change',
  'phone_change',
  'admin_sign_in',
  'account_setup',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** One-time codes, kept only as an HMAC of the code; single use and expiring. */
export const oneTimeCodes = identitySchema.table(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The new e-mail address or mobile number a change code confirms. */
    target: text('target'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_codes_hash_unique').on(t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.purpose),
  ],
);

export const avatars = identitySchema.table('avatars', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** An avatar at each of IMAGE_WIDTHS, square WebP cut at upload; goes with its avatar. */
export const avatarWidths = identitySchema.table(
  'avatar_widths',
  {
    avatarId: uuid('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.avatarId, t.width] })],
);

/** A business's profile and service area. */
export const businessProfiles = identitySchema.table('business_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  businessName: text('business_name').notNull(),
  description: text('description'),
  /** The business's contact number (may differ from the owner's login mobile). */
  mobileNumber: text('mobile_number'),
  address: text('address'),
  website: text('website'),
  landline: text('landline'),
  logoId: uuid('logo_id'),
  workCategoryId: uuid('work_category_id'),
  serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
  /** A postcode prefix, set at registration; leads arrive within the radius of its centroid. */
  location: text('location'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Companies House registration number (8 characters); none for sole traders. */
  companyNumber: text('company_number'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const documentKinds = ['insurance', 'id', 'qualification', 'other'] as const;

/**
 * A business's vetting documents, in the database (not a replica's disk) so every replica serves
 * them; only the business and admins read them.
 */
export const businessDocuments = identitySchema.table(
  'business_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: documentKinds }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('business_documents_business_idx').on(t.businessId)],
);

export const businessLogos = identitySchema.table('business_logos', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A logo at each of IMAGE_WIDTHS, as avatarWidths. */
export const businessLogoWidths = identitySchema.table(
  'business_logo_widths',
  {
    logoId: uuid('logo_id')
      .notNull()
      .references(() => businessLogos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.logoId, t.width] })],
);

export const notificationSettings = identitySchema.table('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  newsletters: boolean('newsletters').notNull().default(false),
  specialOffers: boolean('special_offers').notNull().default(false),
  recommendations: boolean('recommendations').notNull().default(true),
  newJobLeads: boolean('new_job_leads').notNull().default(true),
  /** No SMS 21:00–08:00 UK time but security codes (notifications holds them until 08:00). */
  smsQuietHours: boolean('sms_quiet_hours').notNull().default(true),
  /** New-lead e-mails: one per lead, or an hourly or daily digest (notifications sends them). */
  leadEmails: text('lead_emails').$type<LeadEmailFrequency>().notNull().default('each'),
});

/** Every start and end of an impersonation, and every request made meanwhile. */
export const impersonationAudit = identitySchema.table(
  'impersonation_audit',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    adminId: uuid('admin_id').notNull(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    action: text('action', { enum: ['started', 'ended', 'request'] }).notNull(),
    /** For a request: its method and route pattern ("POST /api/quote/:id/accept"), never its data. */
    request: text('request'),
    /** For a request: the HTTP status it was answered with. */
    statusCode: integer('status_code'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_admin_idx').on(t.adminId)],
);

export const { outbox, inbox } = eventTables(identitySchema);
