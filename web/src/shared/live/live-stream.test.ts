import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource, testNotification } from '@/testing/fake-event-source';
import {
  isLaterId,
  LiveStream,
  liveStreamUrl,
  parseNotification,
  reconnectSpreadMs,
  retryCapMs,
  retryDelayMs,
} from './live-stream';

/** A stream on fakes: its EventSources, its timers (run by hand) and a clock. */
function streamOnFakes(options: { random?: () => number } = {}) {
  const sources: FakeEventSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let now = 0;
  const onSignedOut = vi.fn();
  const onOpenFailed = vi.fn();
  const stream = new LiveStream({
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    random: options.random ?? (() => 1),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    onSignedOut,
    onOpenFailed,
  });
  const received: string[] = [];
  stream.subscribe((notification) => received.push(notification.id));
  const latest = () => sources.at(-1) as FakeEventSource;
  /** Runs the pending retry; returns how long it waited. */
  const retry = () => {
    const timer = timers.shift();
    if (!timer) throw new Error('no retry scheduled');
    timer.run();
    return timer.ms;
  };
  return {
    stream,
    sources,
    timers,
    latest,
    retry,
    received,
    onSignedOut,
    onOpenFailed,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the live stream', () => {
  it('waits 0.5–1 × an exponential delay, capped at 30 s', () => {
    expect(retryDelayMs(0, () => 1)).toBe(1_000);
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(3, () => 1)).toBe(8_000);
    expect(retryDelayMs(3, () => 0)).toBe(4_000);
    expect(retryDelayMs(10, () => 1)).toBe(retryCapMs);
    expect(retryDelayMs(500, () => 0.5)).toBe(retryCapMs * 0.75);
  });

  it('resumes with ?lastEventId= and compares ids as numbers', () => {
    expect(liveStreamUrl(null)).toBe('/api/events');
    expect(liveStreamUrl('42')).toBe('/api/events?lastEventId=42');
    expect(isLaterId('10', '9')).toBe(true);
    expect(isLaterId('9', '10')).toBe(false);
    expect(isLaterId('10', '10')).toBe(false);
    expect(isLaterId('1', null)).toBe(true);
  });

  it('reads a notification, and drops data that is not one', () => {
    const notification = testNotification({ id: '7', kind: 'lead_created' });
    expect(parseNotification(JSON.stringify(notification))).toEqual(notification);
    expect(parseNotification('not json')).toBeNull();
    expect(parseNotification(JSON.stringify({ ...notification, kind: 'party_invite' }))).toBeNull();
    expect(parseNotification(JSON.stringify({ ...notification, id: 7 }))).toBeNull();
  });

  it('hands each event to the listeners once, and reconnects after the last one with a growing backoff', () => {
    const live = streamOnFakes();
    live.stream.start();
    expect(live.latest().url).toBe('/api/events');
    live.latest().open();
    expect(live.stream.status).toBe('open');
    live.latest().notify(testNotification({ id: '5' }));
    live.latest().notify(testNotification({ id: '6' }));
    live.latest().notify(testNotification({ id: '5' }));
    expect(live.received).toEqual(['5', '6']);

    // The connection drops: EventSource's own retry is not used, the stream waits and resumes.
    live.latest().fail();
    expect(live.sources[0]?.closed).toBe(true);
    expect(live.stream.status).toBe('waiting');
    expect(live.retry()).toBe(1_000);
    expect(live.latest().url).toBe('/api/events?lastEventId=6');
    expect(live.onOpenFailed).not.toHaveBeenCalled();

    // It will not open (an HTTP error): longer each time, and the app checks the session.
    live.latest().fail(true);
    expect(live.onOpenFailed).toHaveBeenCalledTimes(1);
    expect(live.retry()).toBe(2_000);
    live.latest().fail(true);
    expect(live.retry()).toBe(4_000);

    // Back: the missed events arrive (one of them seen already), each once.
    live.latest().open();
    live.latest().notify(testNotification({ id: '6' }));
    live.latest().notify(testNotification({ id: '7' }));
    expect(live.received).toEqual(['5', '6', '7']);

    // A stream that stayed open a while starts the backoff afresh.
    live.advance(60_000);
    live.latest().fail();
    expect(live.retry()).toBe(1_000);
    expect(live.latest().url).toBe('/api/events?lastEventId=7');
  });

  it('records the id of ready (opened without an id) and resumes with it when it drops before any notification', () => {
    const live = streamOnFakes();
    live.stream.start();
    expect(live.latest().url).toBe('/api/events');
    live.latest().open();
    live.latest().ready('41');
    expect(live.stream.lastEventId).toBe('41');
    expect(live.received).toEqual([]);
    live.latest().fail();
    live.retry();
    expect(live.latest().url).toBe('/api/events?lastEventId=41');
    live.latest().open();
    live.latest().notify(testNotification({ id: '42' }));
    expect(live.received).toEqual(['42']);
    // A user with no notifications yet is ready from 0.
    const fresh = streamOnFakes();
    fresh.stream.start();
    fresh.latest().open();
    fresh.latest().ready('0');
    fresh.latest().fail();
    fresh.retry();
    expect(fresh.latest().url).toBe('/api/events?lastEventId=0');
    live.stream.stop();
    fresh.stream.stop();
  });

  it('stops for good when the server says the session ended, and tells the app', () => {
    const live = streamOnFakes();
    live.stream.start();
    live.latest().open();
    live.latest().end('signed_out');
    expect(live.stream.status).toBe('ended');
    expect(live.latest().closed).toBe(true);
    expect(live.onSignedOut).toHaveBeenCalledTimes(1);
    expect(live.timers).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(live.sources).toHaveLength(1);
  });

  it('gives way to a newer tab (replaced) until this tab is shown again', () => {
    const live = streamOnFakes();
    live.stream.start();
    live.latest().open();
    live.latest().notify(testNotification({ id: '3' }));
    live.latest().end('replaced');
    expect(live.stream.status).toBe('ended');
    expect(live.onSignedOut).not.toHaveBeenCalled();
    expect(live.timers).toEqual([]);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(live.sources).toHaveLength(2);
    expect(live.latest().url).toBe('/api/events?lastEventId=3');
    live.stream.stop();
  });

  it('comes back at once, after its last id, when the server says to reconnect (it may have missed events)', () => {
    const live = streamOnFakes({ random: () => 0.25 });
    live.stream.start();
    live.latest().open();
    live.latest().notify(testNotification({ id: '4' }));
    // A few failures first: the server's word is not a failure, it needs no backoff.
    live.latest().fail();
    live.retry();
    live.latest().fail(true);
    live.retry();
    live.latest().open();
    live.latest().end('reconnect');
    expect(live.latest().closed).toBe(true);
    expect(live.stream.status).toBe('waiting');
    expect(live.onSignedOut).not.toHaveBeenCalled();
    expect(live.retry()).toBe(reconnectSpreadMs / 4);
    expect(live.latest().url).toBe('/api/events?lastEventId=4');
    live.latest().open();
    live.latest().notify(testNotification({ id: '5' }));
    expect(live.received).toEqual(['4', '5']);
    // A later drop starts the backoff from the start.
    live.latest().fail();
    expect(live.retry()).toBe(1_000 * (0.5 + 0.25 / 2));
    live.stream.stop();
  });

  it('retries at once when the network comes back, and stop() cancels a retry', () => {
    const live = streamOnFakes({ random: () => 0.5 });
    live.stream.start();
    live.latest().fail(true);
    expect(live.timers).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(live.sources).toHaveLength(2);
    expect(live.timers).toEqual([]);

    live.latest().fail(true);
    live.stream.stop();
    expect(live.timers).toEqual([]);
    expect(live.stream.status).toBe('idle');
    window.dispatchEvent(new Event('online'));
    expect(live.sources).toHaveLength(2);
  });

  it('keeps a listener that throws from stopping the others', () => {
    const live = streamOnFakes();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    live.stream.subscribe(() => {
      throw new Error('a screen broke');
    });
    const after = vi.fn();
    live.stream.subscribe(after);
    live.stream.start();
    live.latest().open();
    live.latest().notify(testNotification({ id: '9' }));
    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    live.stream.stop();
  });
});
