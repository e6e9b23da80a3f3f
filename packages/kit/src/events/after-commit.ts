import { AsyncLocalStorage } from 'node:async_hooks';

/** The work to run once the transaction in progress commits. */
interface CommitScope {
  callbacks: (() => void)[];
  /** Committed or rolled back: a callback registered now (work that outlived it) runs at once. */
  settled: boolean;
}

const scopes = new AsyncLocalStorage<CommitScope>();

/**
 * Runs `callback` once the transaction this code runs in has committed: the Outbox's transactions
 * (a handler's unit of work, a consumer's inbox transaction) keep a list, run after their commit
 * and dropped when they roll back. Outside such a transaction, or after it, it runs at once. For
 * waking work that reads what the transaction wrote (notifications' message sender): woken before
 * the commit, it would find nothing and wait for its next poll. A callback that throws is ignored.
 */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (scope && !scope.settled) scope.callbacks.push(callback);
  else runQuietly(callback);
}

/**
 * Runs `transaction` (which commits when it resolves) with a scope for afterCommit, then the
 * callbacks registered in it when it committed, or none when it threw.
 */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  const scope: CommitScope = { callbacks: [], settled: false };
  try {
    const result = await scopes.run(scope, transaction);
    scope.settled = true;
    for (const callback of scope.callbacks.splice(0)) runQuietly(callback);
    return result;
  } finally {
    scope.settled = true;
    scope.callbacks.length = 0;
  }
}

function runQuietly(callback: () => void): void {
  try {
    callback();
  } catch {
    // A wake-up that fails leaves the work to its poll.
  }
}
