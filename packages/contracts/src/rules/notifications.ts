/**
 * The live stream and the notification centre as the browser sees them (docs/live-marketplace.md):
 * the kinds of notification, the JSON of one, and the Server-Sent Events the BFF's
 * `GET /api/events` sends. The notifications service keeps each user's notifications 90 days.
 */

/** What a notification is about. */
export const notificationKinds = [
  /** A business: a new lead (a job in its area, or one naming it). */
  'lead_created',
  /**
   * A business: a lead left its Active leads (the job was cancelled or awarded to another
   * business, or the business said it is not interested). Stream only: stored as read, never in
   * the bell.
   */
  'lead_withdrawn',
  /** A customer: a business quoted for their job. */
  'quote_received',
  /** A business: the customer accepted its quote. */
  'quote_accepted',
  /** A business: its quote will not be taken (another quote was accepted, or the job was cancelled). */
  'quote_declined',
  /** Both parties: the job is in progress (a quote was accepted). */
  'job_started',
  /** Both parties: the job was marked complete. */
  'job_completed',
  /** The customer: their job was cancelled. */
  'job_cancelled',
  /** A business: the customer reviewed its completed job. */
  'review_received',
  /** A business: LocalPros upheld or rejected its report of a bad lead. */
  'lead_report_resolved',
  /** Either party of a job's conversation: the other party wrote (messaging's MessageSent). */
  'message_received',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds the stream carries but the bell leaves out (and counts as never unread). */
export const streamOnlyNotificationKinds: readonly NotificationKind[] = ['lead_withdrawn'];

/** One notification, in `GET /api/notifications`, the stream's `notification` events and the bell. */
export interface Notification {
  /** A decimal string, increasing per user over time: the stream's event id (`Last-Event-ID`). */
  id: string;
  kind: NotificationKind;
  /** e.g. "New lead: End of tenancy clean in SW4". */
  title: string;
  body: string;
  /** Where the notification leads in the app: a path such as `/leads`. */
  link: string;
  jobId: string | null;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /api/notifications` answers this. */
export interface NotificationsPage {
  /** Newest first. */
  notifications: Notification[];
  /** The user's unread notifications, stream-only kinds excepted. */
  unreadCount: number;
}

/** `POST /api/notifications/read` takes one of these and answers `{ unreadCount }`. */
export type MarkNotificationsReadBody = { ids: string[] } | { all: true };

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** How many ids one `POST /api/notifications/read` may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;
/** How long the notifications service keeps a notification. */
export const NOTIFICATIONS_RETENTION_DAYS = 90;

/** The stream's event names (`event:` lines of `GET /api/events`). */
export const liveStreamEvents = {
  /**
   * The stream's first event when it opened without a usable Last-Event-ID: `id` is the user's
   * latest notification id (`0` when there is none), `data` is `{}`. A client records it as it
   * records a notification's id, so a reconnect resumes from there and misses nothing sent since.
   */
  ready: 'ready',
  /** `data` is a Notification JSON; `id` is its id. */
  notification: 'notification',
  /** `data` is a LiveStreamEnded JSON; the server then closes the stream. */
  ended: 'ended',
} as const;

/**
 * Why the server ended a stream: `replaced` — the session opened more than
 * LIVE_STREAMS_PER_SESSION streams and this was the oldest (do not reconnect it);
 * `signed_out` — the session ended or was revoked (do not reconnect; sign in again);
 * `reconnect` — the server may have missed events meant for the stream (its BFF lost its
 * connection to the bus and has it back): reconnect now, resuming after the last id seen.
 */
export type LiveStreamEndReason = 'replaced' | 'signed_out' | 'reconnect';

export interface LiveStreamEnded {
  reason: LiveStreamEndReason;
}

/** Open streams one session may hold; opening one more ends the oldest (`replaced`). */
export const LIVE_STREAMS_PER_SESSION = 5;
/** Sessions one check of the streams' sessions names at most (identity's CheckSessions). */
export const SESSIONS_PER_CHECK = 1000;
/** The stream's `: ping` comment, every this many milliseconds. */
export const LIVE_STREAM_HEARTBEAT_MS = 15_000;
/** With no `Last-Event-ID` that is the user's own, a resume sends this many of the user's latest events. */
export const LIVE_STREAM_RECENT_ON_UNKNOWN_ID = 20;
