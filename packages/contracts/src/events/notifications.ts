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

/** Rows per NotificationsAdded at most: one statement's rows are announced in chunks of this many. */
export const NOTIFICATIONS_PER_EVENT = 250;

/** A stored notification's id: a decimal string, the live stream's event id. */
const NOTIFICATION_ID = /^\d{1,19}$/;
const notificationIdSchema = z.string().regex(NOTIFICATION_ID);

/** Whether `fromId` is not after `toId`; ids that are not ids are the fields' own issues, not this one's. */
export const idsInOrder = ({ fromId, toId }: { fromId: string; toId: string }): boolean =>
  !NOTIFICATION_ID.test(fromId) || !NOTIFICATION_ID.test(toId) || BigInt(fromId) <= BigInt(toId);

/**
 * Notifications stored for users (the live stream's source), in the same transaction as the rows:
 * one event per source event (a job's LeadsCreated gives one for all its businesses), chunked at
 * NOTIFICATIONS_PER_EVENT rows (a job's new lead is a row for each 64 of its businesses: chunked at
 * as many of its businesses, each chunk's range the rows they are in). It names the rows' id range and their users, not the rows: a BFF
 * reads the rows of the users whose streams it holds (ListAddedNotifications), usually few of a
 * city job's hundreds of businesses, so the event no longer carries ~100 KB of words nobody is
 * there to read (issue 26). The BFF is its only listener (docs/live-marketplace.md).
 */
export const NotificationsAdded = defineEvent(
  'NotificationsAdded',
  2,
  z
    .object({
      /** The first and last ids of the rows (every row between is one of this event's). */
      fromId: notificationIdSchema,
      toId: notificationIdSchema,
      /** The rows' users, each once. */
      userIds: z.array(z.uuid()).min(1).max(NOTIFICATIONS_PER_EVENT),
    })
    .refine(idsInOrder, { message: 'fromId after toId', path: ['toId'] }),
);

/**
 * Version 1 of NotificationsAdded carried the rows themselves. A BFF still reads it, so streams
 * miss nothing while notifications pods of both versions run during a rollout; remove it once
 * every environment publishes version 2.
 */
export const notificationsAddedV1 = z.object({
  notifications: z
    .array(
      z.object({
        id: notificationIdSchema,
        userId: z.uuid(),
        kind: z.enum(notificationKinds),
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
});
