import { z } from 'zod';
import { notificationKinds } from '../rules/notifications.js';
import { defineEvent } from './envelope.js';

/** A visitor sent the public contact form; notifications stored it. */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  1,
  z.object({
    contactMessageId: z.uuid(),
    name: z.string().min(1),
    email: z.string().min(3),
    phone: z.string().nullable(),
    message: z.string().min(1),
    receivedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The kinds of a user's notification (contracts' rules, which the web app shares). */
const notificationKindSchema = z.enum(notificationKinds);

/**
 * Notifications stored for users (the bell's list and the live stream's source), in the same
 * transaction as the rows: one event per source event (a job's LeadsCreated gives one with a row
 * per business), chunked at NOTIFICATIONS_PER_EVENT rows. The BFF delivers each row to its user's
 * open streams only (docs/live-marketplace.md); nothing else consumes it.
 */
export const NotificationsAdded = defineEvent(
  'NotificationsAdded',
  1,
  z.object({
    notifications: z
      .array(
        z.object({
          /** The row's id, a decimal string: the stream's event id. */
          id: z.string().regex(/^\d{1,19}$/),
          userId: z.uuid(),
          kind: notificationKindSchema,
          title: z.string(),
          body: z.string(),
          /** A path in the web app. */
          link: z.string().startsWith('/'),
          jobId: z.uuid().nullable(),
          createdAt: z.iso.datetime({ offset: true }),
        }),
      )
      .min(1)
      .max(500),
  }),
);

/** Rows per NotificationsAdded at most: a city job's leads stay well inside a NATS message (1 MB). */
export const NOTIFICATIONS_PER_EVENT = 250;
