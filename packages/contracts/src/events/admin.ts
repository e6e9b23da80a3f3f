import { z } from 'zod';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/** What the audit log names an admin action. */
export const adminActions = [
  'sign_in',
  'impersonation_started',
  'impersonation_ended',
  'user_edited',
  'user_activated',
  'user_deactivated',
  'user_deleted',
  'verification_resent',
  'business_verified',
  'business_document_viewed',
  'job_activated',
  'job_deactivated',
  'job_deleted',
  'job_posted_for_customer',
  'work_category_changed',
  'review_hidden',
  'review_restored',
  'promo_code_changed',
  'contact_message_marked',
  'contact_message_replied',
  'renewals_run',
] as const;
export type AdminAction = (typeof adminActions)[number];

/**
 * An admin did something: the service that owns what changed records it in its outbox, in the
 * transaction of the change itself, so the audit log (admin service) misses nothing that happened
 * and holds nothing that did not.
 */
export const AdminActionRecorded = defineEvent(
  'AdminActionRecorded',
  1,
  z.object({
    adminId: z.uuid(),
    action: z.enum(adminActions),
    /** What it was done to: 'user', 'job', 'review', 'promo_code', 'contact_message'… */
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** A short description without personal data (no e-mail addresses, no codes). */
    detail: z.string(),
    at,
  }),
);

/**
 * An admin's action as AdminActionRecorded carries it, stamped now: the owning service records it
 * in the transaction of the change. `detail` carries no personal data.
 */
export function adminAction(
  adminId: string,
  action: AdminAction,
  target: { type: string; id: string | null },
  detail = '',
): z.infer<typeof AdminActionRecorded.payload> {
  return { adminId, action, targetType: target.type, targetId: target.id, detail, at: new Date().toISOString() };
}

/** An admin answered a contact message: notifications e-mails the reply to the sender. */
export const ContactMessageReplied = defineEvent(
  'ContactMessageReplied',
  1,
  z.object({
    contactMessageId: z.uuid(),
    adminId: z.uuid(),
    recipient: z.string().min(3),
    recipientName: z.string(),
    message: z.string().min(1),
    repliedAt: at,
  }),
);
