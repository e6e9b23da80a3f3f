import { z } from 'zod';
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
 * Identity issued a one-time code; notifications delivers it. The code travels in clear in
 * this one event because the message must contain it; identity stores only its hash.
 */
export const VerificationCodeIssued = defineEvent(
  'VerificationCodeIssued',
  1,
  z.object({
    userId: z.uuid().nullable(),
    purpose: z.enum(['account_verification', 'password_reset', 'email_change', 'phone_change', 'admin_sign_in']),
    channel: z.enum(['email', 'sms']),
    recipient: z.string().min(3),
    recipientName: z.string(),
    code: z.string().min(4),
    /** A link that completes the step on its own (account verification), when there is one. */
    link: z.string().nullable(),
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
