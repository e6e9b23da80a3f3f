import type { Notification } from '@localpros/contracts/rules';
import { vi } from 'vitest';

type Listener = (event: MessageEvent<string>) => void;

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test opens it, sends it events
 * and fails it. `stubEventSource()` installs it for the file's test and lists every one created.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server answered 200 text/event-stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open', '');
  }

  /** An `event: notification` with `id:` its id. */
  notify(notification: Notification): void {
    this.dispatch('notification', JSON.stringify(notification), notification.id);
  }

  /** An `event: ready` with `id:` the user's latest notification id. */
  ready(id: string): void {
    this.dispatch('ready', '{}', id);
  }

  /** An `event: ended`. */
  end(reason: 'signed_out' | 'replaced' | 'reconnect'): void {
    this.dispatch('ended', JSON.stringify({ reason }));
  }

  /** The stream broke (closed: as after an HTTP error; otherwise as a dropped connection). */
  fail(closed = false): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatch('error', '');
  }

  private dispatch(type: string, data: string, lastEventId = ''): void {
    const event = new MessageEvent<string>(type, { data, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** Installs FakeEventSource as the global EventSource; `sources` lists them as the app creates them. */
export function stubEventSource() {
  const sources: FakeEventSource[] = [];
  class Recorded extends FakeEventSource {
    constructor(url: string) {
      super(url);
      sources.push(this);
    }
  }
  vi.stubGlobal('EventSource', Recorded);
  const latest = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  };
  return { sources, latest };
}

let nextId = 100;

/** A notification as the stream sends it. */
export function testNotification(overrides: Partial<Notification> = {}): Notification {
  nextId += 1;
  return {
    id: String(nextId),
    kind: 'quote_received',
    title: 'New quote: Oven clean',
    body: 'Sparkle Ltd quoted £85.00 (flat).',
    link: '/dashboard/quoted',
    jobId: 'job-1',
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
