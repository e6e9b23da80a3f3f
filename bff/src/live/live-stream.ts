import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  type LiveStreamEnded,
  type LiveStreamEndReason,
  liveStreamEvents,
  type Notification,
} from '@localpros/contracts/rules';

/** Who a stream is for: the session that opened it. */
export interface StreamOwner {
  userId: string;
  userType: string;
  sessionId: string;
  /** The admin acting as the user, or null. */
  impersonatorId: string | null;
}

/** Ids a stream remembers having sent, to drop a repeat (a republished event, a resume's overlap). */
const REMEMBERED_IDS = 512;
/** A client this far behind (bytes waiting in the socket's buffer) is dropped: it resumes when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

let opened = 0;

/**
 * One open `GET /api/events`: the Server-Sent Events a user's tab receives. While the stream
 * resumes (its backlog is being read) live notifications are held, then sent after the backlog;
 * each id is sent at most once.
 */
export class LiveStream {
  /** Its place in the order streams were opened (the oldest of a session is replaced first). */
  readonly serial = ++opened;
  /** Its name across every BFF replica (the session's count in Redis: shared-stream-limit.ts). */
  readonly id = randomUUID();
  readonly body = new PassThrough();
  private readonly sentIds = new Set<string>();
  private held: Notification[] | null = [];
  private ended = false;
  private readonly onEnd: (() => void)[] = [];

  constructor(readonly owner: StreamOwner) {
    // The client went away (or the response ended): let the hub forget this stream.
    this.body.on('close', () => this.finish());
    // A reconnecting EventSource waits this long (ms) before it tries again.
    this.write('retry: 3000\n\n');
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** Called once, when the stream ends for whatever reason. */
  whenEnded(callback: () => void): void {
    if (this.ended) callback();
    else this.onEnd.push(callback);
  }

  /** A live notification: sent now, or after the backlog while the stream resumes. */
  deliver(notification: Notification): void {
    if (this.ended) return;
    if (this.held) this.held.push(notification);
    else this.send(notification);
  }

  /**
   * The backlog (oldest first), then what arrived live meanwhile; from here on notifications go out
   * as they come. With `readyId` (the stream opened without a usable Last-Event-ID) an `event: ready`
   * carrying it as its id goes first, so the client has an id to resume from before any notification.
   */
  resumeWith(backlog: readonly Notification[], readyId?: string): void {
    if (this.ended || !this.held) return;
    if (readyId !== undefined) this.write(`id: ${readyId}\nevent: ${liveStreamEvents.ready}\ndata: {}\n\n`);
    for (const notification of backlog) this.send(notification);
    const held = this.held;
    this.held = null;
    for (const notification of held) this.send(notification);
  }

  /** The heartbeat: a comment line proxies and the browser see, so an idle connection is not cut. */
  ping(): void {
    this.write(': ping\n\n');
  }

  /**
   * Ends the stream, telling the client why when there is one: it should not reconnect
   * (signed_out, replaced), or should at once (reconnect). Without a reason (shutdown, a client
   * too slow) it reconnects after its backoff.
   */
  end(reason?: LiveStreamEndReason): void {
    if (this.ended) return;
    if (reason) {
      const data: LiveStreamEnded = { reason };
      this.write(`event: ${liveStreamEvents.ended}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    this.body.end();
    this.finish();
  }

  private send(notification: Notification): void {
    if (this.sentIds.has(notification.id)) return;
    this.sentIds.add(notification.id);
    if (this.sentIds.size > REMEMBERED_IDS) {
      const oldest = this.sentIds.values().next().value;
      if (oldest !== undefined) this.sentIds.delete(oldest);
    }
    this.write(
      `id: ${notification.id}\nevent: ${liveStreamEvents.notification}\ndata: ${JSON.stringify(notification)}\n\n`,
    );
  }

  private write(chunk: string): void {
    if (this.ended) return;
    if (this.body.writableLength > MAX_BUFFERED_BYTES) {
      // Too slow to keep up: end it; its next connection resumes from its last id.
      this.body.end();
      this.finish();
      return;
    }
    this.body.write(chunk);
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.held = null;
    for (const callback of this.onEnd.splice(0)) callback();
  }
}
