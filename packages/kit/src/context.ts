import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The end user a call acts for, as the BFF verified it (session checked with identity). It
 * travels to services inside the signed caller token, never in the request message.
 */
export interface ActingUser {
  id: string;
  /** customer | business | admin (an impersonation session has the user's type). */
  type: string;
  /** Absent when the user has no session yet (a visitor who registers while posting a job). */
  sessionId?: string;
  /** The admin acting as this user. */
  impersonatorId?: string;
}

/** What travels with one request through every layer: gRPC metadata, event envelopes, logs. */
export interface RequestContext {
  correlationId: string;
  /** The signed-in user of the request, once known; gRPC clients put it in the caller token. */
  user?: ActingUser;
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

/** Records the request's verified user, so the rest of the request calls services as that user. */
export function setActingUser(user: ActingUser | undefined): void {
  const store = storage.getStore();
  if (store) store.user = user;
}

/** Runs `fn` acting for `user` (e.g. an account just created, before it has a session). */
export function runAsUser<T>(user: ActingUser, fn: () => T): T {
  return storage.run({ correlationId: correlationIdOrNew(), user }, fn);
}

export const CORRELATION_HEADER = 'x-request-id';
