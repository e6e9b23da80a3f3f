import type { Notification } from '@localpros/contracts/rules';
import { expect } from 'vitest';

/** One Server-Sent Event as the stream sent it (comments kept apart). */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * A test's EventSource: `GET /api/events` read with fetch, every event and comment kept, so a
 * test sees exactly what the stream carried (what a browser would hand its EventSource).
 */
export interface OpenStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** The notifications carried, in order. */
  notifications(): Notification[];
  /** Resolves once the server ended the stream. */
  closed: Promise<void>;
  isClosed(): boolean;
  /** Waits (polling, no fixed sleep) until a notification matching `match` arrived; answers it. */
  next(match: (n: Notification) => boolean, message?: string): Promise<Notification & { at: number }>;
  /** The client leaves. */
  close(): void;
}

export async function openStream(
  baseUrl: string,
  token: string | undefined,
  options: { lastEventId?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/events${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let closed = false;
  const parse = (block: string) => {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
    }
    if (fields.data !== undefined || fields.event !== undefined) {
      events.push({ id: fields.id, event: fields.event ?? 'message', data: fields.data ?? '', at: performance.now() });
    }
  };
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the client
    } finally {
      closed = true;
    }
  })();
  const notifications = () =>
    events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as Notification);
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    notifications,
    closed: reading,
    isClosed: () => closed,
    async next(match, message = 'a matching notification on the stream') {
      let found: (Notification & { at: number }) | undefined;
      await expect
        .poll(
          () => {
            const event = events.find((e) => e.event === 'notification' && match(JSON.parse(e.data) as Notification));
            found = event ? { ...(JSON.parse(event.data) as Notification), at: event.at } : undefined;
            return found !== undefined;
          },
          { message, interval: 20 },
        )
        .toBe(true);
      return found as Notification & { at: number };
    },
    close: () => controller.abort(),
  };
}
