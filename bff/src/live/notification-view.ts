import type { notificationsAddedV1, notificationsRpc } from '@localpros/contracts';
import {
  type Notification,
  type NotificationKind,
  notificationKinds,
  streamOnlyNotificationKinds,
} from '@localpros/contracts/rules';
import { z } from 'zod';

/** One notification as the API shows it (contracts' rules: Notification). */
export const notificationJson = z.object({
  id: z.string().describe('Decimal, increasing per user: the live stream’s event id (Last-Event-ID)'),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().describe('A path in the web app, e.g. /dashboard/leads'),
  jobId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<Notification>;

const isKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

/** The notifications service's row as the API shows it; null for a kind this BFF does not know yet. */
export function fromService(row: notificationsRpc.UserNotification): Notification | null {
  if (!isKind(row.kind)) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    jobId: row.jobId || null,
    read: row.read,
    createdAt: row.createdAt,
  };
}

type AddedRow = z.infer<typeof notificationsAddedV1>['notifications'][number];

/** A row of NotificationsAdded version 1 as its user's stream sends it: just stored, so unread unless stream-only. */
export function fromEvent(row: AddedRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    jobId: row.jobId,
    read: streamOnlyNotificationKinds.includes(row.kind),
    createdAt: row.createdAt,
  };
}
