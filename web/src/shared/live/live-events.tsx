import type { Notification, NotificationKind } from '@localpros/contracts/rules';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { LiveStream, type LiveStreamOptions } from './live-stream';

const LiveStreamContext = createContext<LiveStream | null>(null);

export interface LiveEventsProviderProps {
  /** Whose stream: a new user gets a new stream (never resuming after another user's events). */
  userId: string | null;
  /** Connect now: a signed-in customer or business on a page that is not a light public page. */
  enabled: boolean;
  /** Passed to the stream: what to do when the server says the session is gone, and so on. */
  options?: LiveStreamOptions;
  children: ReactNode;
}

/**
 * Holds the tab's one live stream (live-stream.ts) for everything below it: the screens subscribe
 * with useLiveEvent. The stream is only opened in the browser, while `enabled`, and where the
 * browser has EventSource.
 */
export function LiveEventsProvider({ userId, enabled, options, children }: LiveEventsProviderProps) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [stream, setStream] = useState<{ userId: string | null; stream: LiveStream } | null>(null);
  const current = stream?.userId === userId ? stream.stream : null;

  useEffect(() => {
    if (typeof EventSource === 'undefined' && !optionsRef.current?.createEventSource) return;
    const created = new LiveStream({
      ...optionsRef.current,
      onSignedOut: () => optionsRef.current?.onSignedOut?.(),
      onOpenFailed: () => optionsRef.current?.onOpenFailed?.(),
    });
    setStream({ userId, stream: created });
    return () => created.stop();
  }, [userId]);

  useEffect(() => {
    if (!current) return;
    if (enabled) current.start();
    else current.stop();
  }, [current, enabled]);

  return <LiveStreamContext.Provider value={current}>{children}</LiveStreamContext.Provider>;
}

/**
 * Calls `onEvent` with each live notification of these kinds (all kinds without them), once each,
 * for as long as the component is mounted. The latest `onEvent` is called: it need not be memoised.
 */
export function useLiveEvent(onEvent: (notification: Notification) => void, kinds?: readonly NotificationKind[]): void {
  const stream = useContext(LiveStreamContext);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const kindsKey = kinds?.join(',') ?? '';
  useEffect(() => {
    if (!stream) return;
    const wanted = kindsKey === '' ? null : new Set(kindsKey.split(','));
    return stream.subscribe((notification) => {
      if (!wanted || wanted.has(notification.kind)) handler.current(notification);
    });
  }, [stream, kindsKey]);
}
