import { LIVE_STREAMS_PER_SESSION } from '@localpros/contracts/rules';
import type { EventListening, Logger } from '@localpros/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { ServiceClients } from '../clients.js';
import type { BffConfig } from '../config.js';
import { fromService } from './notification-view.js';
import { SharedStreamLimit } from './shared-stream-limit.js';
import { type SessionsCheck, StreamHub } from './stream-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams (GET /api/events) this BFF holds. */
    liveStreams: StreamHub;
  }
}

/**
 * The live streams' hub (stream-hub.ts), fed from `events`, with what it needs from the rest of
 * the BFF: identity's answer about the sessions its streams hold, one call for those due together
 * (the short cache of the BFF's session checks forgets the sessions SessionsEnded names, and those
 * this answer says ended), a recheck of the user's streams after each change the user makes here
 * (the backstop of SessionsEnded on this replica; elsewhere the next heartbeat is), and the end of
 * every stream before the server closes.
 */
export const liveStreamsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: BffConfig;
      clients: ServiceClients;
      logger: Logger;
      events?: EventListening;
      registry?: Registry;
      /** The replicas' shared Redis: each session's streams are counted across all of them. */
      redis?: Redis;
    },
  ) => {
    const { redis } = options;
    const { clients } = options;
    // One call for every session due: a session is live when identity names it with the same user
    // (and the same admin acting as the user); its cached check is forgotten when it is not.
    const checkSessions: SessionsCheck = async (owners) => {
      const answer = await clients.identity.checkSessions({ sessionIds: owners.map((owner) => owner.sessionId) });
      const live = new Map(answer.sessions.map((session) => [session.sessionId, session]));
      const ended = new Set<string>();
      for (const { sessionId, userId, impersonatorId } of owners) {
        const session = live.get(sessionId);
        if (session?.userId === userId && (session.impersonatorId || null) === impersonatorId) continue;
        ended.add(sessionId);
        app.sessionChecks.forget(sessionId);
      }
      return ended;
    };
    const hub = new StreamHub({
      events: options.events,
      logger: options.logger,
      checkSessions,
      heartbeatMs: options.config.LIVE_HEARTBEAT_MS,
      registry: options.registry,
      sharedLimit: redis
        ? (onReplaced) =>
            new SharedStreamLimit(redis, {
              namespace: options.config.BUS_NAMESPACE,
              limit: LIVE_STREAMS_PER_SESSION,
              onReplaced,
            })
        : undefined,
      // The rows a NotificationsAdded names, of the users with streams here, in one call.
      readAdded: async ({ fromId, toId, userIds }) => {
        const answer = await clients.notifications.listAddedNotifications({ fromId, toId, userIds });
        return answer.notifications.flatMap(({ userId, notification: row }) => {
          const notification = row ? fromService(row) : null;
          return notification ? [{ userId, notification }] : [];
        });
      },
      // Identity ended them: this BFF's next request with one asks identity again (and is refused).
      onSessionsEnded: (sessionIds) => {
        for (const sessionId of sessionIds) app.sessionChecks.forget(sessionId);
      },
    });
    hub.start();
    app.decorate('liveStreams', hub);
    app.addHook('onResponse', async (request) => {
      const session = request.session;
      if (!session || request.method === 'GET' || request.method === 'HEAD') return;
      if (hub.hasStreamsOf(session.user.id)) hub.recheckUser(session.user.id);
    });
    // Before the server waits for its connections to close: the streams are what it would wait for.
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'live-streams', dependencies: ['auth'] },
);
