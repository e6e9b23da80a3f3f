import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '@localpros/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetrySchedule {
  /** When the renewal pass charges again; null when no retry is left (or the decline is final). */
  nextRetryAt: Date | null;
  /** When leads stop and the subscription lapses if still unpaid. */
  graceEndsAt: Date;
}

/**
 * The schedule of a declined renewal. Everything counts from the FIRST decline, so a retry that is
 * declined again does not stretch the grace period: retries on days RENEWAL_RETRY_DAYS after it,
 * lapse RENEWAL_GRACE_DAYS after it. `retriesDone` is how many retries were already declined.
 * A decline the provider says is final (`retryable: false`, e.g. "Your card was declined") is not
 * retried: the business must pay with another method before the grace period ends.
 */
export function retrySchedule(firstDeclinedAt: Date, retriesDone: number, retryable = true): RetrySchedule {
  const start = firstDeclinedAt.getTime();
  const graceEndsAt = new Date(start + RENEWAL_GRACE_DAYS * DAY_MS);
  const retryDay = retryable ? RENEWAL_RETRY_DAYS[retriesDone] : undefined;
  const nextRetryAt = retryDay === undefined ? null : new Date(start + retryDay * DAY_MS);
  return { nextRetryAt, graceEndsAt };
}

/** The first decline of a past-due subscription, recovered from its stored grace end. */
export function firstDeclineOf(graceEndsAt: Date): Date {
  return new Date(graceEndsAt.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
}
