import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import type { EventListener, EventListening } from '@localpros/kit';

/** The bus as the BFF hears it: whatever a test publishes reaches its listeners at once. */
export function fakeEvents() {
  const listeners = new Map<string, EventListener[]>();
  const resumed = new Set<() => void>();
  const events: EventListening = {
    listen(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () =>
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((l) => l !== listener),
        );
    },
    onResumed(callback) {
      resumed.add(callback);
      return () => resumed.delete(callback);
    },
  };
  const publish = <T>(type: string, payload: T, version = 1) => {
    const envelope: EventEnvelope<T> = {
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date().toISOString(),
      correlationId: 'test',
      payload,
    };
    for (const listener of listeners.get(type) ?? []) listener(envelope);
  };
  /** Listening came back after a break (a NATS connection made again). */
  const resume = () => {
    for (const callback of resumed) callback();
  };
  return { events, publish, resume };
}
