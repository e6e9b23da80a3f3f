import {
  AccountStatusChanged,
  type EventEnvelope,
  NotificationsAdded,
  notificationsAddedV1,
  type PayloadOf,
  SessionsEnded,
  UserDeleted,
} from '@localpros/contracts';
import { LIVE_STREAMS_PER_SESSION, type Notification, SESSIONS_PER_CHECK } from '@localpros/contracts/rules';
import type { EventListening, Logger } from '@localpros/kit';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { LiveStream, StreamOwner } from './live-stream.js';
import { fromEvent } from './notification-view.js';

/**
 * The events a BFF listens to (k8s/nats: its NATS user may subscribe to these subjects and nothing
 * else): the notifications for its streams, and the ends of sessions and accounts that end them.
 */
export const heardEvents = [NotificationsAdded, SessionsEnded, UserDeleted, AccountStatusChanged] as const;

/** How long an ended session is remembered, so a stream it opens meanwhile (authenticated just before) ends at once. */
const ENDED_SESSIONS_KEPT_MS = 60_000;
const ENDED_SESSIONS_KEPT = 10_000;

/**
 * Reads of NotificationsAdded under way at once. One at a time held every event behind the last
 * read's round trip: with a busy notifications service (distributed, 25 jobs/s) a read took tens of
 * milliseconds, the reads queued, and leads reached their streams seconds late (issue 26.6).
 */
export const READS_AHEAD = 8;

/** A notification and the user it is for. */
export interface AddedNotification {
  userId: string;
  notification: Notification;
}

/**
 * Which of these sessions ended, in one answer for all of them (each named with its streams' owner):
 * every stream of an ended one ends. Throws when it cannot tell (identity unreachable): they stay.
 */
export type SessionsCheck = (owners: readonly StreamOwner[]) => Promise<ReadonlySet<string>>;

export interface StreamHubOptions {
  /**
   * Where NotificationsAdded is heard: the in-process bus the embedded services publish on, or the
   * BFF's own NATS connection (distributed); none in tests of the BFF alone (streams then carry
   * only their resume and heartbeats).
   */
  events?: EventListening;
  logger: Logger;
  checkSessions: SessionsCheck;
  heartbeatMs: number;
  streamsPerSession?: number;
  registry?: Registry;
  /** Identity ended these sessions (SessionsEnded): called besides ending their streams (the BFF forgets their cached checks). */
  onSessionsEnded?: (sessionIds: readonly string[]) => void;
  /**
   * The sessions' streams counted across every replica (Redis: shared-stream-limit.ts), made with
   * what to do when another replica names one of ours to end. None: the cap holds per replica.
   */
  sharedLimit?: (onReplaced: (streamId: string) => void) => SharedLimit;
  /**
   * The rows a NotificationsAdded names, of the users given (those with streams here), oldest
   * first: the notifications service's ListAddedNotifications. None: such an event reaches no stream.
   */
  readAdded?: (added: PayloadOf<typeof NotificationsAdded>) => Promise<AddedNotification[]>;
}

/** What the hub needs of a count of each session's streams across replicas (SharedStreamLimit). */
export interface SharedLimit {
  add(sessionId: string, streamId: string): Promise<string[]>;
  remove(sessionId: string, streamId: string): Promise<void>;
  replace(streamIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The live streams this BFF holds, by user and session. It listens for NotificationsAdded (every
 * BFF replica hears every one) and gives each notification to the open streams of its user only:
 * a stream is keyed by the session's user, and nothing else decides where a row goes. It also
 * listens for SessionsEnded (identity's logout, logout everywhere, password change or reset, e-mail
 * change, the end of an impersonation) to end those sessions' streams at once on every replica, and
 * for UserDeleted and AccountStatusChanged (deactivated) to end a user's. Identity is also asked
 * about each session that holds streams here once per heartbeat period (one check shared by the
 * session's streams, not one per stream), and at once after the user's own changes through this
 * BFF (recheckUser): the backstop for an end no event told of (expiry, an event missed). The
 * sessions due in the same tick are asked about in one call: 2,000 streams' sessions asked one call
 * each were ~40 % of the statements of a saturated embedded process (issue 26's live bench).
 *
 * When its listening comes back after a break (the BFF's NATS connection lost and made again),
 * events may have gone by unheard: every open stream ends with `reconnect`, and its client comes
 * back at once, resuming after its last id from the notifications service, so it misses nothing.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly bySession = new Map<string, LiveStream[]>();
  private readonly heartbeats = new Map<LiveStream, NodeJS.Timeout>();
  /** When each session holding streams here is next asked about, once a heartbeat period. */
  private readonly recheckDue = new Map<string, number>();
  /** Looks for the sessions due, every second at most (the heartbeat period, if shorter). */
  private recheckTicker?: NodeJS.Timeout;
  /** Sessions whose check is under way: another ask meanwhile waits for the next. */
  private readonly checking = new Set<string>();
  private readonly stopListening: (() => void)[] = [];
  /** Sessions SessionsEnded named lately, and until when they are remembered. */
  private readonly endedSessions = new Map<string, number>();
  private readonly openGauge?: Gauge;
  private readonly delivered?: Counter;
  private closed = false;
  /** The open streams by id, for another replica's "end this one". */
  private readonly byId = new Map<string, LiveStream>();
  private readonly shared?: SharedLimit;
  /** Whether the shared count failed last time (said once, until it works again). */
  private sharedFailing = false;
  /**
   * The deliveries of NotificationsAdded, one after another in the order heard, whatever order
   * their reads answer in: a stream's rows go out in id order, as its client resumes after the
   * last id it has.
   */
  private delivering: Promise<void> = Promise.resolve();
  /** The reads started last (READS_AHEAD at most), each settled or not: the next waits for the oldest. */
  private readonly readsStarted: Promise<unknown>[] = [];

  constructor(private readonly options: StreamHubOptions) {
    const { registry } = options;
    this.shared = options.sharedLimit?.((streamId) => this.byId.get(streamId)?.end('replaced'));
    if (registry) {
      this.openGauge = new Gauge({
        name: 'localpros_live_streams_open',
        help: 'Server-Sent Events streams (GET /api/events) this BFF holds open',
        registers: [registry],
      });
      this.delivered = new Counter({
        name: 'localpros_live_notifications_delivered_total',
        help: 'Notifications written to open live streams (one per stream)',
        registers: [registry],
      });
    }
  }

  /** Starts listening; without a listener streams still resume and beat, but hear nothing live. */
  start(): void {
    const { events, logger } = this.options;
    if (!events) {
      logger.warn('no event listener: live streams will carry their resume and heartbeats only');
      return;
    }
    this.stopListening.push(
      events.listen(NotificationsAdded.type, (envelope) => this.onNotificationsAdded(envelope)),
      events.listen(SessionsEnded.type, (envelope) => {
        const parsed = SessionsEnded.payload.safeParse(envelope.payload);
        if (parsed.success) this.endSessions(parsed.data.sessionIds);
      }),
      events.listen(UserDeleted.type, (envelope) => {
        const parsed = UserDeleted.payload.safeParse(envelope.payload);
        if (parsed.success) this.endUser(parsed.data.userId, 'signed_out');
      }),
      events.listen(AccountStatusChanged.type, (envelope) => {
        const parsed = AccountStatusChanged.payload.safeParse(envelope.payload);
        if (parsed.success && !parsed.data.isActive) this.endUser(parsed.data.userId, 'signed_out');
      }),
    );
    if (events.onResumed) this.stopListening.push(events.onResumed(() => this.resumeEveryStream()));
  }

  get openStreams(): number {
    return this.heartbeats.size;
  }

  hasStreamsOf(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /**
   * Holds a new stream: the session's oldest is replaced when it already has the most it may
   * (LIVE_STREAMS_PER_SESSION) on this replica, and, with a shared count, on all of them together;
   * its heartbeat starts; it is forgotten when it ends.
   */
  open(stream: LiveStream): void {
    if (this.closed) {
      stream.end();
      return;
    }
    const { userId, sessionId } = stream.owner;
    if (this.hasEnded(sessionId)) {
      // Its session ended while it was being opened (authenticated just before the end).
      stream.end('signed_out');
      return;
    }
    const limit = this.options.streamsPerSession ?? LIVE_STREAMS_PER_SESSION;
    const oldestFirst = [...(this.bySession.get(sessionId) ?? [])];
    while (oldestFirst.length >= limit) oldestFirst.shift()?.end('replaced');
    // Read again: each end above has its stream forgotten (a new list for the session).
    this.bySession.set(sessionId, [...(this.bySession.get(sessionId) ?? []), stream]);
    const ofUser = this.byUser.get(userId) ?? new Set<LiveStream>();
    this.byUser.set(userId, ofUser);
    ofUser.add(stream);
    const heartbeat = setInterval(() => stream.ping(), this.options.heartbeatMs);
    heartbeat.unref();
    this.heartbeats.set(stream, heartbeat);
    if (!this.recheckDue.has(sessionId)) {
      // Each session's first recheck at a random point of the period, then every period: thousands of
      // streams opened within seconds (a replica's clients coming back) would otherwise be due
      // together, every period, and their one check would hold up everything behind it.
      this.recheckDue.set(sessionId, Date.now() + Math.random() * this.options.heartbeatMs);
      this.startRechecks();
    }
    this.byId.set(stream.id, stream);
    this.openGauge?.inc();
    stream.whenEnded(() => this.forget(stream));
    if (this.shared) void this.countAcrossReplicas(stream, this.shared);
  }

  /**
   * The cap across replicas: the session's oldest streams past it end, here or where they are
   * held. Redis unreachable: the per-replica cap above still holds, and that is said once.
   */
  private async countAcrossReplicas(stream: LiveStream, shared: SharedLimit): Promise<void> {
    try {
      const over = await shared.add(stream.owner.sessionId, stream.id);
      const elsewhere: string[] = [];
      for (const streamId of over) {
        const held = this.byId.get(streamId);
        if (held) held.end('replaced');
        else elsewhere.push(streamId);
      }
      await shared.replace(elsewhere);
      this.sharedFailing = false;
    } catch (error) {
      if (!this.sharedFailing) {
        this.options.logger.warn({ err: error }, 'live streams counted per replica only: Redis unreachable');
      }
      this.sharedFailing = true;
    }
  }

  /** The user's streams on this BFF ask identity about their sessions now (after the user changed something here). */
  recheckUser(userId: string): void {
    void this.recheck(new Set([...(this.byUser.get(userId) ?? [])].map((stream) => stream.owner.sessionId)));
  }

  /** Ends the streams of these sessions (identity ended them), and of any they open in the next minute. */
  endSessions(sessionIds: readonly string[]): void {
    const until = Date.now() + ENDED_SESSIONS_KEPT_MS;
    for (const sessionId of sessionIds) {
      this.endedSessions.delete(sessionId);
      this.endedSessions.set(sessionId, until);
      for (const stream of [...(this.bySession.get(sessionId) ?? [])]) stream.end('signed_out');
    }
    // The oldest first (insertion order): drop what has been kept long enough, and the excess.
    for (const [sessionId, keptUntil] of this.endedSessions) {
      if (keptUntil > Date.now() && this.endedSessions.size <= ENDED_SESSIONS_KEPT) break;
      this.endedSessions.delete(sessionId);
    }
    this.options.onSessionsEnded?.(sessionIds);
  }

  /** Ends every stream of the user (account deleted or deactivated; a read for its streams failed). */
  endUser(userId: string, reason: 'signed_out' | 'reconnect'): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.end(reason);
  }

  /**
   * Listening came back after a break: events meant for the open streams may have gone by, so each
   * ends telling its client to reconnect now; it resumes after its last id and misses nothing.
   */
  resumeEveryStream(): void {
    const streams = [...this.heartbeats.keys()];
    this.options.logger.info({ streams: streams.length }, 'event listening resumed: live streams told to reconnect');
    for (const stream of streams) stream.end('reconnect');
  }

  /** On shutdown: every stream ends without a reason, so its client reconnects (to another replica) and resumes. */
  close(): void {
    this.closed = true;
    clearInterval(this.recheckTicker);
    for (const stop of this.stopListening.splice(0)) stop();
    for (const stream of [...this.heartbeats.keys()]) stream.end();
    void this.shared?.close();
  }

  private hasEnded(sessionId: string): boolean {
    const until = this.endedSessions.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  private onNotificationsAdded(envelope: EventEnvelope): void {
    if (envelope.version === 1) {
      // A notifications pod from before version 2 (a rollout): the rows travel in the event.
      const legacy = notificationsAddedV1.safeParse(envelope.payload);
      if (legacy.success) {
        const rows = legacy.data.notifications.map((row) => ({ userId: row.userId, notification: fromEvent(row) }));
        this.inTurn(envelope, async () => rows, []);
        return;
      }
    }
    const parsed = NotificationsAdded.payload.safeParse(envelope.payload);
    if (!parsed.success || envelope.version !== NotificationsAdded.version) {
      this.options.logger.warn({ eventId: envelope.id }, 'a NotificationsAdded this BFF cannot read was skipped');
      return;
    }
    // Most of a city job's businesses have no stream here: their rows are never read.
    const userIds = parsed.data.userIds.filter((userId) => this.hasStreamsOf(userId));
    const { readAdded } = this.options;
    if (userIds.length === 0 || !readAdded) return;
    const added = { ...parsed.data, userIds };
    this.inTurn(envelope, () => readAdded(added), userIds);
  }

  /**
   * Starts an event's read once fewer than READS_AHEAD are under way, and delivers its rows after
   * those of the events heard before it. A read that fails leaves its rows unsent: the streams of
   * `userIds` end, in their turn, and their clients resume after their last id. Whatever a delivery
   * throws is said and stops there: a rejected turn would otherwise skip every later one.
   */
  private inTurn(
    envelope: EventEnvelope,
    read: () => Promise<readonly AddedNotification[]>,
    userIds: readonly string[],
  ): void {
    const started = this.readsStarted;
    const oldest = started.length >= READS_AHEAD ? started.shift() : undefined;
    const rows = oldest ? oldest.then(read) : read();
    // Settled either way, for the read READS_AHEAD behind (a failure is handled at its delivery).
    started.push(rows.catch(() => undefined));
    this.delivering = this.delivering
      .then(async () => {
        let answer: readonly AddedNotification[];
        try {
          answer = await rows;
        } catch (error) {
          this.options.logger.warn({ err: error, eventId: envelope.id }, 'reading added notifications failed');
          for (const userId of userIds) this.endUser(userId, 'reconnect');
          return;
        }
        this.deliverAll(answer);
      })
      .catch((error: unknown) => {
        this.options.logger.error({ err: error, eventId: envelope.id }, 'delivering added notifications failed');
      });
  }

  /** Each notification to its own user's open streams only. */
  private deliverAll(added: readonly AddedNotification[]): void {
    for (const { userId, notification } of added) {
      const streams = this.byUser.get(userId);
      if (!streams || streams.size === 0) continue;
      for (const stream of streams) {
        stream.deliver(notification);
        this.delivered?.inc();
      }
    }
  }

  private startRechecks(): void {
    if (this.recheckTicker || this.closed) return;
    this.recheckTicker = setInterval(() => this.recheckDueSessions(), Math.min(1000, this.options.heartbeatMs));
    this.recheckTicker.unref();
  }

  /** The sessions whose period is over, asked about together; each is next due a period later. */
  private recheckDueSessions(): void {
    const now = Date.now();
    const due = new Set<string>();
    for (const [sessionId, at] of this.recheckDue) {
      if (at > now) continue;
      due.add(sessionId);
      this.recheckDue.set(sessionId, now + this.options.heartbeatMs);
    }
    if (due.size > 0) void this.recheck(due);
  }

  /**
   * Asks identity about these sessions (each with one of its open streams' owner), SESSIONS_PER_CHECK
   * a call; every stream of a session it says ended ends. One already being asked about is left to
   * that ask.
   */
  private async recheck(sessionIds: ReadonlySet<string>): Promise<void> {
    const owners: StreamOwner[] = [];
    for (const sessionId of sessionIds) {
      const stream = this.bySession.get(sessionId)?.find((s) => s.isOpen);
      if (!stream || this.checking.has(sessionId)) continue;
      this.checking.add(sessionId);
      owners.push(stream.owner);
    }
    for (let start = 0; start < owners.length; start += SESSIONS_PER_CHECK) {
      const asked = owners.slice(start, start + SESSIONS_PER_CHECK);
      let ended: ReadonlySet<string> = new Set();
      try {
        ended = await this.options.checkSessions(asked);
      } catch (error) {
        this.options.logger.warn(
          { err: error, sessions: asked.length },
          'checking live streams’ sessions failed; kept open',
        );
      } finally {
        for (const owner of asked) this.checking.delete(owner.sessionId);
      }
      for (const sessionId of ended) {
        for (const stream of [...(this.bySession.get(sessionId) ?? [])]) stream.end('signed_out');
      }
    }
  }

  private forget(stream: LiveStream): void {
    const heartbeat = this.heartbeats.get(stream);
    if (!heartbeat) return;
    clearInterval(heartbeat);
    this.heartbeats.delete(stream);
    this.byId.delete(stream.id);
    this.openGauge?.dec();
    const { userId, sessionId } = stream.owner;
    // No longer counted anywhere (a replica that died never says so: its entries go as the oldest).
    void this.shared?.remove(sessionId, stream.id).catch(() => undefined);
    const ofUser = this.byUser.get(userId);
    ofUser?.delete(stream);
    if (ofUser?.size === 0) this.byUser.delete(userId);
    const ofSession = this.bySession.get(sessionId)?.filter((s) => s !== stream) ?? [];
    if (ofSession.length === 0) {
      this.bySession.delete(sessionId);
      this.recheckDue.delete(sessionId);
    } else this.bySession.set(sessionId, ofSession);
  }
}
