import { z } from 'zod';
import { leadEmailFrequencies } from '../forms/accounts.js';
import { defineEvent } from './envelope.js';

const userType = z.enum(['customer', 'business', 'admin']);

/** A customer or business signed up (not yet verified). */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.uuid(),
    userType,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobileNumber: z.string(),
    businessName: z.string().nullable(),
    registeredAt: z.iso.datetime({ offset: true }),
  }),
);

/**
 * What a one-time code is sealed for (kit's fieldSealer with CODE_ENCRYPTION_KEY): identity seals,
 * notifications, the one service that mails it, opens.
 */
export const SEALED_CODE_PURPOSE = 'VerificationCodeIssued.code';
/** A sealed field: `v1.<iv>.<ciphertext>.<tag>` (base64url), never the value itself. */
const sealedText = z.string().regex(/^v1\.[\w-]+\.[\w-]*\.[\w-]+$/, 'must be a sealed value');

/**
 * Identity issued a one-time code; notifications delivers it. The code never travels or rests in
 * clear (outbox rows, the bus, its streams): it and the link that carries it are sealed for
 * notifications. Identity stores only the code's hash.
 */
export const VerificationCodeIssued = defineEvent(
  'VerificationCodeIssued',
  2,
  z.object({
    userId: z.uuid().nullable(),
    /** account_setup: an admin created the account (Post Job); the code chooses its first password. */
    purpose: z.enum([
      'account_verification',
      'password_reset',
      'email_change',
      'phone_change',
      'admin_sign_in',
      'account_setup',
    ]),
    channel: z.enum(['email', 'sms']),
    recipient: z.string().min(3),
    recipientName: z.string(),
    sealedCode: sealedText,
    /** A link that completes the step on its own (account verification), when there is one; sealed as it holds the code. */
    sealedLink: sealedText.nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);

/** The account's e-mail address was verified: it may now log in and its jobs go live. */
export const UserVerified = defineEvent(
  'UserVerified',
  1,
  z.object({
    userId: z.uuid(),
    userType,
    email: z.string(),
    firstName: z.string(),
    verifiedAt: z.iso.datetime({ offset: true }),
    /**
     * True when the demo seed verified it: no one signed up, so no one is welcomed. Absent from
     * events recorded before the field existed: a sign-up.
     */
    seeded: z.boolean().optional(),
  }),
);

/** A business's public profile and service area changed (matching keeps its own copy). */
export const BusinessProfileUpdated = defineEvent(
  'BusinessProfileUpdated',
  1,
  z.object({
    businessId: z.uuid(),
    businessName: z.string(),
    workCategoryId: z.string().nullable(),
    serviceIds: z.array(z.string()),
    location: z.string().nullable(),
    /** The location's centroid (WGS84), where leads within the radius are measured from. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isActive: z.boolean(),
    isVerified: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The account was deleted: personal data is gone, services drop or anonymise what they hold. */
export const UserDeleted = defineEvent(
  'UserDeleted',
  1,
  z.object({ userId: z.uuid(), userType, deletedAt: z.iso.datetime({ offset: true }) }),
);

/**
 * Everything other services may need to reach a user, as it now stands: a state-carrying event,
 * recorded whenever any of it changes (registration, confirmed e-mail or phone change, name,
 * business name, notification settings). Consumers keep the newest by `changedAt` (identity's
 * database clock, read after the user's row is locked, so later changes carry later times) and
 * forget it all on UserDeleted.
 */
export const UserContactChanged = defineEvent(
  'UserContactChanged',
  1,
  z.object({
    userId: z.uuid(),
    userType,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobileNumber: z.string(),
    businessName: z.string().nullable(),
    /** The user's channels: whether they take e-mail and SMS at all. */
    emailEnabled: z.boolean(),
    smsEnabled: z.boolean(),
    /**
     * No SMS 21:00–08:00 UK time but security codes. Absent from events recorded before the
     * setting existed: quiet hours on, its default.
     */
    smsQuietHours: z.boolean().optional(),
    /**
     * New-lead e-mails one by one ("each") or as an hourly or daily digest. Absent from events
     * recorded before the setting existed: "each", its default.
     */
    leadEmails: z.enum(leadEmailFrequencies).optional(),
    /** What they want to hear about (Settings → Notifications). */
    notifiableEvents: z.object({
      messages: z.boolean(),
      newsletters: z.boolean(),
      specialOffers: z.boolean(),
      recommendations: z.boolean(),
      newJobLeads: z.boolean(),
    }),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

/**
 * An admin activated or deactivated an account (a deactivated user cannot sign in; a deactivated
 * business gets no leads: BusinessProfileUpdated carries the same flag to matching).
 */
export const AccountStatusChanged = defineEvent(
  'AccountStatusChanged',
  1,
  z.object({
    userId: z.uuid(),
    userType,
    isActive: z.boolean(),
    /** The admin who changed it. */
    adminId: z.uuid(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

/** Why identity ended sessions (SessionsEnded). */
const sessionEndReasons = [
  /** The session's own logout; an admin's also ends its impersonations, an impersonation's the admin's session behind it. */
  'logout',
  /** "Log out of all devices". */
  'logout_everywhere',
  /** Settings → Privacy: every other session of the user ends. */
  'password_changed',
  /** A reset code set a new password (or an admin-created account's first one): every session ends. */
  'password_reset',
  /** A confirmed new e-mail address: every other session ends. */
  'email_changed',
  /** The admin went back to its own session. */
  'impersonation_ended',
  /** An admin deactivated the account. */
  'account_deactivated',
  'account_deleted',
] as const;

/** At most this many session ids in one SessionsEnded; more are recorded as several events. */
export const SESSIONS_PER_EVENT = 500;

/**
 * Identity ended sessions (revoked them, in the same transaction). Each id is identity's session
 * id, the `sid` of the BFF's session token and never the token itself (which identity never
 * sees); it may be another user's session (an admin's impersonation of them). The BFFs end the
 * live streams of these sessions at once.
 */
export const SessionsEnded = defineEvent(
  'SessionsEnded',
  1,
  z.object({
    /** The account whose act or state ended them (for an impersonation's logout, the user acted as). */
    userId: z.uuid(),
    sessionIds: z.array(z.uuid()).min(1).max(SESSIONS_PER_EVENT),
    reason: z.enum(sessionEndReasons),
    endedAt: z.iso.datetime({ offset: true }),
  }),
);

/**
 * A business's vetting record as it now stands: its company registration number and how many
 * documents it has uploaded (the documents themselves never leave identity).
 */
export const BusinessVettingChanged = defineEvent(
  'BusinessVettingChanged',
  1,
  z.object({
    businessId: z.uuid(),
    companyNumber: z.string().nullable(),
    documentsCount: z.number().int().min(0),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);
