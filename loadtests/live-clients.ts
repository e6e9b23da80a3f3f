/**
 * Many EventSource-like clients of `GET /api/events` in one process (the live section of `npm run
 * bench`): each holds one HTTP connection (node:http, an agent without a socket cap), parses the
 * Server-Sent Events as they arrive, notes the monotonic time (performance.now()) each lead
 * reaches it, and, when the server ends the stream, reconnects as a browser would: after the
 * stream's `retry:` delay, with `Last-Event-ID`, to the next BFF (a load balancer sending it to a
 * live replica).
 */
import { Agent, type ClientRequest, request } from 'node:http';

/** A lead_created as one client received it. */
export interface LeadArrival {
  jobId: string;
  /** The notification id (the stream's event id). */
  id: string;
  /** performance.now() when its event was parsed. */
  at: number;
}

export interface LiveClientOptions {
  /** The BFFs, tried in turn from `first` (a reconnect moves on to the next one). */
  urls: string[];
  first: number;
  /** The session token, sent as the `auth_token` cookie (what the browser's EventSource sends). */
  token: string;
  agent: Agent;
}

/** One client's stream, reconnecting until it is closed. */
export class LiveClient {
  readonly leads: LeadArrival[] = [];
  /**
   * Why each attempt of this client ended: `ended <reason>`, `closed by the server`, an HTTP status
   * or an error; and how many streams that had opened (answered 200 and sent bytes) were cut.
   */
  readonly drops = new Map<string, number>();
  cut = 0;
  private endedReason: string | undefined;
  lastEventId: string | undefined;
  /** Streams opened (1 + reconnections), and how many of those resumed with Last-Event-ID. */
  opens = 0;
  resumes = 0;
  /** Answers other than 200 and network errors, with the last one's text. */
  failures = 0;
  lastFailure = '';
  /** The BFF the current (or next) stream goes to. */
  urlIndex: number;
  private retryMs = 3000;
  private current: ClientRequest | undefined;
  private closed = false;
  private connectedOnce: (() => void) | undefined;
  /** Resolves when the first stream answered 200 and its first bytes arrived. */
  readonly connected: Promise<void>;
  private connectedAt = 0;

  constructor(private readonly options: LiveClientOptions) {
    this.urlIndex = options.first % options.urls.length;
    this.connected = new Promise((resolve) => {
      this.connectedOnce = resolve;
    });
  }

  get isStreaming(): boolean {
    return this.connectedAt > 0 && !this.closed;
  }

  open(): void {
    if (this.closed) return;
    const base = this.options.urls[this.urlIndex] as string;
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      cookie: `auth_token=${this.options.token}`,
    };
    if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
    this.opens += 1;
    if (this.lastEventId !== undefined) this.resumes += 1;
    this.connectedAt = 0;
    const req = request(`${base}/api/events`, { agent: this.options.agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        this.fail(req, `answered ${res.statusCode}`);
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        if (this.connectedAt === 0) {
          this.connectedAt = performance.now();
          this.connectedOnce?.();
          this.connectedOnce = undefined;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      // A connection cut mid-stream: 'close' follows and counts it.
      res.on('error', () => undefined);
      res.on('close', () => this.dropped(req));
    });
    req.on('error', (error) => this.fail(req, (error as NodeJS.ErrnoException).code ?? error.message));
    req.end();
    this.current = req;
  }

  /** The client leaves for good. */
  close(): void {
    this.closed = true;
    this.current?.destroy();
    this.current = undefined;
  }

  private parse(block: string): void {
    let id: string | undefined;
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'id') id = value;
      else if (name === 'event') event = value;
      else if (name === 'data') data = data ? `${data}\n${value}` : value;
      else if (name === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (id !== undefined) this.lastEventId = id;
    if (event === 'notification') {
      const at = performance.now();
      const notification = JSON.parse(data) as { id: string; kind: string; jobId: string | null };
      if (notification.kind === 'lead_created' && notification.jobId) {
        this.leads.push({ jobId: notification.jobId, id: notification.id, at });
        return;
      }
    }
    if (event === 'ended') this.endedReason = /"reason":"([^"]*)"/.exec(data)?.[1] ?? '?';
  }

  private fail(req: ClientRequest, message: string): void {
    if (this.current !== req) return;
    this.failures += 1;
    this.lastFailure = message;
    this.dropped(req, message);
    req.destroy();
  }

  /** The stream ended (server, network or a refused answer): after the retry delay, the next BFF, resuming. */
  private dropped(req: ClientRequest, failure?: string): void {
    if (this.closed || this.current !== req) return;
    this.current = undefined;
    const why = failure ?? (this.endedReason ? `ended ${this.endedReason}` : 'closed by the server');
    this.endedReason = undefined;
    this.drops.set(why, (this.drops.get(why) ?? 0) + 1);
    if (this.connectedAt > 0) this.cut += 1;
    this.connectedAt = 0;
    this.urlIndex = (this.urlIndex + 1) % this.options.urls.length;
    // A little jitter, as many browsers reconnecting at once would not all come in the same millisecond.
    setTimeout(() => this.open(), this.retryMs + Math.random() * 500).unref();
  }
}

/** An agent for thousands of long-lived connections: no socket cap, no keep-alive pool. */
export function streamAgent(): Agent {
  return new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
}

/**
 * Opens one client per token (tokens[i] on urls[i % urls.length]), at most `parallel` connecting
 * at a time, and resolves once every stream answered; throws when some did not within `timeoutMs`.
 */
export async function openClients(
  tokens: string[],
  options: Omit<LiveClientOptions, 'token' | 'first'> & { parallel?: number; timeoutMs?: number },
): Promise<LiveClient[]> {
  const clients = tokens.map((token, i) => new LiveClient({ ...options, token, first: i }));
  const parallel = options.parallel ?? 100;
  let next = 0;
  const deadline = performance.now() + (options.timeoutMs ?? 120_000);
  const worker = async () => {
    while (next < clients.length) {
      const client = clients[next++] as LiveClient;
      client.open();
      const remaining = deadline - performance.now();
      const timedOut = await Promise.race([
        client.connected.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), Math.max(0, remaining)).unref()),
      ]);
      if (timedOut) break;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const waiting = clients.filter((c) => !c.isStreaming);
  if (waiting.length > 0) {
    for (const client of clients) client.close();
    const example = waiting.find((c) => c.lastFailure)?.lastFailure ?? 'no answer';
    throw new Error(`${waiting.length} of ${clients.length} live streams did not open (e.g. ${example})`);
  }
  return clients;
}

/** Why the clients' streams ended, summed: `{ "ended replaced": 3, "closed by the server": 1000 }`. */
export function dropReasons(clients: LiveClient[]): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (const client of clients) for (const [why, n] of client.drops) reasons[why] = (reasons[why] ?? 0) + n;
  return reasons;
}
