import type { identityRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';

/** identity's refusal that means the session is over (ended, unknown or not a session id), not a fault. */
export function isSessionGone(error: unknown): boolean {
  return (
    error instanceof RpcError &&
    (error.code === GrpcStatus.UNAUTHENTICATED ||
      error.code === GrpcStatus.NOT_FOUND ||
      error.code === GrpcStatus.INVALID_ARGUMENT)
  );
}

/** The most sessions remembered at once; the oldest answer goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  answer: Promise<identityRpc.AuthenticatedSession>;
  expiresAt: number;
}

/**
 * identity's answer to "is this session live?", kept for at most `ttlMs` (≤ 1 s) per session id,
 * so a page that makes ten calls at once asks identity once. Concurrent lookups share one call;
 * only live answers are kept. Ending sessions (logout, password change…) empties this BFF's cache
 * at once, since an admin's logout also ends the impersonations started from it and entries do not
 * say whose they are; other BFFs forget the sessions identity's SessionsEnded names as it arrives
 * (live-plugin.ts), and see any other end within `ttlMs`.
 */
export class SessionCheckCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  lookup(
    sessionId: string,
    ask: () => Promise<identityRpc.AuthenticatedSession>,
  ): Promise<identityRpc.AuthenticatedSession> {
    if (this.ttlMs <= 0) return ask();
    const cached = this.entries.get(sessionId);
    if (cached && cached.expiresAt > this.now()) return cached.answer;
    const entry: Entry = { answer: ask(), expiresAt: this.now() + this.ttlMs };
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    if (this.entries.size > MAX_ENTRIES) this.evictOldest();
    entry.answer.catch(() => {
      // A refusal (or an outage) is never reused.
      if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
    });
    return entry.answer;
  }

  /** After a change made with this session (profile, impersonation ended…): its next request asks again. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** After this BFF ended sessions: no answer given before it is reused. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOldest(): void {
    const now = this.now();
    for (const [sessionId, entry] of this.entries) {
      if (entry.expiresAt <= now || this.entries.size > MAX_ENTRIES) this.entries.delete(sessionId);
      else break;
    }
  }
}
