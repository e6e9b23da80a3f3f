import { z } from 'zod';
import { type AdminAction, adminActions } from '../rules/index.js';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

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
