import {
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_READ_MAX_IDS,
  type Notification,
} from '@localpros/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { LiveStream, type StreamOwner } from '../live/live-stream.js';
import { fromService, notificationJson } from '../live/notification-view.js';
import { sessionOf } from '../plugins/auth.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const notificationId = z.string().regex(/^\d{1,18}$/, 'Not a notification id');
/** Customers and businesses have notifications; admins have none (an admin acting as a user sees the user's). */
const roles = ['customer', 'business'] as const;

/** A resume reads this many at a time, and at most this many pages (the rest: the next reconnect). */
const RESUME_PAGE = 500;
const RESUME_PAGES = 4;
/**
 * Streams opening at once that may read their past (a resume, or the latest id) from notifications.
 * When a replica stops, its thousands of clients reconnect to the others within seconds; unbounded,
 * their reads would queue in notifications and its database and hold up every other call there
 * (posting a job included). Past this, a stream waits its turn, live events held meanwhile.
 */
const RESUMES_AT_ONCE = 16;

/**
 * The live marketplace (docs/live-marketplace.md): the signed-in user's Server-Sent Events and the
 * notification centre's list and read marks. Every notification comes from the notifications
 * service; the stream's live part from NotificationsAdded through this BFF's hub (live/).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { notifications } = clients;
  const resumeSlot = pLimit(RESUMES_AT_ONCE);

  /**
   * The user's notifications after `afterId` (oldest first), or their latest when it is not one of
   * theirs (`fromLatest`, with `latestId`: the newest of those, '0' when the user has none).
   */
  async function backlog(
    userId: string,
    afterId: string,
  ): Promise<{ missed: Notification[]; fromLatest: boolean; latestId: string }> {
    const found: Notification[] = [];
    let after = afterId;
    for (let page = 0; page < RESUME_PAGES; page += 1) {
      const answer = await notifications.listNotificationsAfter({ userId, afterId: after, limit: RESUME_PAGE });
      for (const row of answer.notifications) {
        const notification = fromService(row);
        if (notification) found.push(notification);
      }
      const last = answer.notifications.at(-1);
      if (answer.fromLatest) return { missed: found, fromLatest: true, latestId: last?.id ?? '0' };
      if (answer.notifications.length < RESUME_PAGE || !last) break;
      after = last.id;
    }
    return { missed: found, fromLatest: false, latestId: after };
  }

  /** The id of the user's latest notification, every kind ('0' when none): what a stream opened without an id is ready from. */
  async function latestId(userId: string): Promise<string> {
    // An id that is no one's ('') answers the user's latest, never anyone else's.
    const answer = await notifications.listNotificationsAfter({ userId, afterId: '', limit: 1 });
    return answer.notifications.at(-1)?.id ?? '0';
  }

  app.get(
    '/events',
    {
      // A stream: never compressed (a compressor holds bytes back until it has enough).
      compress: false,
      config: { access: { roles, ownership: "the session user's own notifications only" } },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's live events (Server-Sent Events)",
        description:
          'Server-Sent Events: first, when opened without a usable Last-Event-ID, `event: ready` with `id: <the user\'s latest notification id, 0 when none>` and `data: {}` (record it as a notification\'s id: a reconnect resumes from it); each notification as `id: <id>`, `event: notification`, `data: <Notification JSON>`; a `: ping` comment every 15 s; `event: ended` with `{"reason":"replaced"}` (the session opened a sixth stream), `{"reason":"signed_out"}` (the session ended) or `{"reason":"reconnect"}` (this server may have missed events: reconnect now with Last-Event-ID), then the stream closes. `Last-Event-ID` (the header, or `?lastEventId=`) resumes after that notification; an id that is not one of the user\'s resumes from the user\'s latest 20. At most 5 open streams per session.',
        querystring: z.object({
          lastEventId: z.string().optional().describe('Resume after this notification (the Last-Event-ID header wins)'),
        }),
        response: {
          200: {
            description: 'The stream (text/event-stream), open until the client leaves or the session ends',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const owner: StreamOwner = {
        userId: session.user.id,
        userType: session.user.userType,
        sessionId: session.sessionId,
        impersonatorId: session.impersonatorId,
      };
      const header = request.headers['last-event-id'];
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
      const stream = new LiveStream(owner);
      app.liveStreams.open(stream);
      request.raw.on('close', () => stream.end());
      if (lastEventId === undefined) {
        // Ready from the user's latest id, so a client that drops before any notification resumes
        // from there; live notifications arriving meanwhile are held by the stream, then sent after it.
        resumeSlot(() => (stream.isOpen ? latestId(owner.userId) : '0')).then(
          (id) => stream.resumeWith([], id),
          (error: unknown) => {
            request.log.warn({ err: error }, 'reading the latest notification id failed; the stream starts live');
            stream.resumeWith([]);
          },
        );
      } else {
        // Live notifications arriving meanwhile are held by the stream, then sent after these (once each).
        // An id that is not the user's (fromLatest) when the user's latest carry no id to resume from: ready from the latest.
        resumeSlot(() =>
          // A client that left while it waited needs no past.
          stream.isOpen
            ? backlog(owner.userId, lastEventId.slice(0, 100))
            : { missed: [], fromLatest: false, latestId: '0' },
        ).then(
          ({ missed, fromLatest, latestId: latest }) =>
            stream.resumeWith(missed, fromLatest && missed.length === 0 ? latest : undefined),
          (error: unknown) => {
            request.log.warn({ err: error }, 'resuming a live stream failed; it ends so the client reconnects');
            stream.end();
          },
        );
      }
      return (
        reply
          .header('content-type', 'text/event-stream')
          .header('cache-control', 'no-cache')
          .header('x-accel-buffering', 'no')
          // The stream's bytes as they are written (the typed replies describe JSON bodies).
          .send(stream.body as never)
      );
    },
  );

  app.get(
    '/notifications',
    {
      config: { access: { roles, ownership: "the session user's own notifications only" } },
      schema: {
        tags: ['notifications'],
        summary: "The bell: the user's notifications, newest first, and how many are unread",
        querystring: z.object({
          before: notificationId.optional().describe('The next page: notifications older than this one'),
          limit: z.coerce
            .number()
            .int('Limit must be a whole number')
            .min(1, 'Limit must be at least 1')
            .max(NOTIFICATIONS_PAGE_MAX, `Limit must be at most ${NOTIFICATIONS_PAGE_MAX}`)
            .default(NOTIFICATIONS_PAGE_DEFAULT),
        }),
        response: {
          200: z.object({ notifications: z.array(notificationJson), unreadCount: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const answer = await notifications.listNotifications({
        userId: sessionOf(request).user.id,
        beforeId: before,
        limit,
      });
      return {
        notifications: answer.notifications.map(fromService).filter((n): n is Notification => n !== null),
        unreadCount: answer.unreadCount,
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      config: {
        // What the user has not seen stays unread for the user: an admin acting as them may not mark it.
        access: { roles, ownership: "the session user's own notifications only", impersonation: 'refused' },
      },
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: the ones named, or all; answers how many are left unread',
        body: z.union([
          z
            .object({
              ids: z
                .array(notificationId)
                .min(1, 'Name at least one notification')
                .max(NOTIFICATIONS_READ_MAX_IDS, `Name at most ${NOTIFICATIONS_READ_MAX_IDS} notifications`),
            })
            .strict(),
          z.object({ all: z.literal(true) }).strict(),
        ]),
        response: { 200: z.object({ unreadCount: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      return notifications.markNotificationsRead({
        userId: sessionOf(request).user.id,
        ids: 'ids' in body ? body.ids : [],
        all: 'all' in body,
      });
    },
  );
};
