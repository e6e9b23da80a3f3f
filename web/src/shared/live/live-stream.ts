import {
  type LiveStreamEnded,
  type LiveStreamEndReason,
  liveStreamEvents,
  type Notification,
  notificationKinds,
} from '@localpros/contracts/rules';
import { apiBasePath } from '@/shared/api/api-client';

/** `GET /api/events`: the signed-in user's Server-Sent Events (docs/live-marketplace.md). */
export const liveStreamPath = `${apiBasePath}/events`;

/** The first retry waits about this long; each failure in a row doubles it, up to the cap. */
export const retryBaseMs = 1_000;
export const retryCapMs = 30_000;
/** A stream that stayed open this long was healthy: the next failure starts the backoff afresh. */
export const healthyStreamMs = 10_000;
/**
 * A stream the server ends with `reconnect` comes back within this long, at a random moment, so
 * that the tabs one server ended together (its bus connection came back) do not all resume in the
 * same instant.
 */
export const reconnectSpreadMs = 1_000;
/** How many event ids are remembered to drop a repeat (a resume may send an event again). */
const rememberedIds = 200;

/**
 * The wait before retry number `attempt` (0 for the first): exponential, capped, with jitter
 * between half and all of it, so that the tabs a BFF restart dropped do not all come back at once.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(retryCapMs, retryBaseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The stream's address, resuming after `lastEventId` when there is one (a new EventSource cannot send the header). */
export function liveStreamUrl(lastEventId: string | null): string {
  return lastEventId === null ? liveStreamPath : `${liveStreamPath}?lastEventId=${encodeURIComponent(lastEventId)}`;
}

/** Ids are decimal strings increasing per user: is `a` later than `b`? */
export function isLaterId(a: string, b: string | null): boolean {
  if (b === null) return true;
  if (!/^\d+$/.test(a) || !/^\d+$/.test(b)) return a !== b;
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length !== y.length ? x.length > y.length : x > y;
}

/** A stream event's data as a Notification, or null when it is not one this app knows. */
export function parseNotification(data: string): Notification | null {
  try {
    const value = JSON.parse(data) as Partial<Notification> | null;
    if (
      typeof value?.id !== 'string' ||
      typeof value.kind !== 'string' ||
      !(notificationKinds as readonly string[]).includes(value.kind)
    ) {
      return null;
    }
    return {
      id: value.id,
      kind: value.kind,
      title: typeof value.title === 'string' ? value.title : '',
      body: typeof value.body === 'string' ? value.body : '',
      link: typeof value.link === 'string' ? value.link : '',
      jobId: typeof value.jobId === 'string' ? value.jobId : null,
      read: value.read === true,
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

function parseEndReason(data: string): LiveStreamEndReason | null {
  try {
    const reason = (JSON.parse(data) as Partial<LiveStreamEnded> | null)?.reason;
    return reason === 'signed_out' || reason === 'replaced' || reason === 'reconnect' ? reason : null;
  } catch {
    return null;
  }
}

/** The part of EventSource the stream uses (a test hands in a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/**
 * idle: not started or stopped; connecting: waiting for the stream to open; open: receiving;
 * waiting: dropped (or ended by the server with `reconnect`), retrying after a backoff; ended: the
 * server ended it (signed out, or replaced by a newer tab of the same session) and it does not
 * retry on its own.
 */
export type LiveStreamStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'ended';

export interface LiveStreamOptions {
  createEventSource?: (url: string) => EventSourceLike;
  random?: () => number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** The server ended the stream because the session is gone (`ended` signed_out). */
  onSignedOut?: () => void;
  /**
   * The stream failed before it opened (an HTTP error, which EventSource does not retry): the
   * app checks the session, so an expired one is handled as every other call handles it.
   */
  onOpenFailed?: () => void;
}

type Listener = (notification: Notification) => void;

/**
 * One live connection to `GET /api/events` per signed-in tab. It reconnects by itself when the
 * stream errors or the server closes it, with exponential backoff and jitter, resuming after the
 * last event it saw; it hands each notification to the listeners once (by id), and stops for
 * good only when the server ends it (`signed_out`, `replaced`); when the server ends it with
 * `reconnect` (it may have missed events) it comes back at once, within reconnectSpreadMs. Nothing pauses while the tab is hidden: a background tab
 * keeps its stream, so it misses nothing; a tab coming back, or the network coming back,
 * retries at once instead of waiting out its backoff.
 */
export class LiveStream {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Set<string>();
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private openedAt: number | null = null;
  private lastId: string | null = null;
  private state: LiveStreamStatus = 'idle';
  private endReason: LiveStreamEndReason | null = null;
  private readonly options: Required<Omit<LiveStreamOptions, 'onSignedOut' | 'onOpenFailed'>> &
    Pick<LiveStreamOptions, 'onSignedOut' | 'onOpenFailed'>;

  constructor(options: LiveStreamOptions = {}) {
    this.options = {
      createEventSource: (url) => new EventSource(url, { withCredentials: true }),
      random: Math.random,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  get status(): LiveStreamStatus {
    return this.state;
  }

  /** The id of the latest event seen: the next connection resumes after it. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** Calls `listener` with each new notification; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens the stream (again after stop() or an end by the server); nothing when it is running. */
  start(): void {
    if (this.state === 'connecting' || this.state === 'open' || this.state === 'waiting') return;
    this.attempt = 0;
    this.endReason = null;
    this.watchPage(true);
    this.connect();
  }

  /** Closes the stream and cancels any retry; start() resumes after the last event seen. */
  stop(): void {
    this.watchPage(false);
    this.closeSource();
    this.cancelRetry();
    this.setStatus('idle');
  }

  private connect(): void {
    this.cancelRetry();
    this.setStatus('connecting');
    const source = this.options.createEventSource(liveStreamUrl(this.lastId));
    this.source = source;
    let opened = false;
    const current = () => this.source === source;
    source.addEventListener('open', () => {
      if (!current()) return;
      opened = true;
      this.openedAt = this.options.now();
      this.setStatus('open');
    });
    source.addEventListener(liveStreamEvents.ready, (event) => {
      // Opened without an id: the user's latest id, so a reconnect before any notification resumes from it.
      if (current() && event.lastEventId && isLaterId(event.lastEventId, this.lastId)) this.lastId = event.lastEventId;
    });
    source.addEventListener(liveStreamEvents.notification, (event) => {
      if (current()) this.receive(event);
    });
    source.addEventListener(liveStreamEvents.ended, (event) => {
      if (current()) this.end(parseEndReason(event.data) ?? 'replaced');
    });
    source.addEventListener('error', () => {
      if (!current()) return;
      // EventSource would retry a dropped stream itself, at a fixed pace and without this
      // backoff, and never after an HTTP error: this stream does every retry itself.
      const openFor = this.openedAt === null ? 0 : this.options.now() - this.openedAt;
      this.closeSource();
      if (openFor >= healthyStreamMs) this.attempt = 0;
      if (!opened) this.options.onOpenFailed?.();
      this.retryLater();
    });
  }

  private receive(event: MessageEvent<string>): void {
    const notification = parseNotification(event.data);
    const id = event.lastEventId || notification?.id;
    if (!notification || !id) return;
    if (isLaterId(id, this.lastId)) this.lastId = id;
    if (this.seen.has(notification.id)) return;
    this.seen.add(notification.id);
    if (this.seen.size > rememberedIds) this.seen.delete(this.seen.values().next().value as string);
    for (const listener of [...this.listeners]) {
      try {
        listener(notification);
      } catch (error) {
        // One screen's failure must not keep the notification from the others.
        console.error('A live update failed', error);
      }
    }
  }

  private end(reason: LiveStreamEndReason): void {
    this.closeSource();
    this.cancelRetry();
    if (reason === 'reconnect') {
      // The server may have missed events for this stream: back now, resuming after the last id.
      this.attempt = 0;
      this.setStatus('waiting');
      this.timer = this.options.setTimer(
        () => {
          this.timer = null;
          this.connect();
        },
        Math.round(this.options.random() * reconnectSpreadMs),
      );
      return;
    }
    this.endReason = reason;
    this.setStatus('ended');
    if (reason === 'signed_out') {
      this.watchPage(false);
      this.options.onSignedOut?.();
    }
    // `replaced`: a newer tab of this session holds the stream; this tab takes it back when
    // the user returns to it (retryNow on visibility).
  }

  private retryLater(): void {
    this.cancelRetry();
    this.setStatus('waiting');
    const delay = retryDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  /** The tab is visible again, or the network is back: a waiting or replaced stream connects now. */
  private readonly retryNow = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (this.state === 'waiting' || (this.state === 'ended' && this.endReason === 'replaced')) {
      this.endReason = null;
      this.connect();
    }
  };

  private watchPage(on: boolean): void {
    if (typeof window === 'undefined') return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('online', this.retryNow);
    document[method]('visibilitychange', this.retryNow);
  }

  private closeSource(): void {
    const source = this.source;
    this.source = null;
    this.openedAt = null;
    source?.close();
  }

  private cancelRetry(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private setStatus(status: LiveStreamStatus): void {
    this.state = status;
  }
}
