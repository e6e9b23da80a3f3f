import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one request through every layer: gRPC metadata, event envelopes, logs. */
export interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The current request's correlation id, or a fresh one for work no request started. */
export function correlationIdOrNew(): string {
  return storage.getStore()?.correlationId ?? randomUUID();
}

export const CORRELATION_HEADER = 'x-request-id';
