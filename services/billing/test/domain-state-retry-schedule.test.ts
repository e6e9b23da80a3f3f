import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { firstDeclineOf, retrySchedule } from '../src/domain/retry-schedule.js';

const declinedAt = new Date('2026-12-01T09:30:00.000Z');

describe('retry schedule of a declined renewal', () => {
  it('is the contract: retries on days 1, 3, 5, lapse on day 7', () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 5]);
    expect(RENEWAL_GRACE_DAYS).toBe(7);
  });

  it('retries on each scheduled day after the first decline, then none', () => {
    expect(retrySchedule(declinedAt, 0).nextRetryAt?.toISOString()).toBe('2026-12-02T09:30:00.000Z');
    expect(retrySchedule(declinedAt, 1).nextRetryAt?.toISOString()).toBe('2026-12-04T09:30:00.000Z');
    expect(retrySchedule(declinedAt, 2).nextRetryAt?.toISOString()).toBe('2026-12-06T09:30:00.000Z');
    expect(retrySchedule(declinedAt, 3).nextRetryAt).toBeNull();
  });

  it('keeps the grace end fixed at 7 days after the first decline, whatever the retries', () => {
    for (const done of [0, 1, 2, 3]) {
      expect(retrySchedule(declinedAt, done).graceEndsAt.toISOString()).toBe('2026-12-08T09:30:00.000Z');
    }
  });

  it('never retries after the grace period ends', () => {
    for (let done = 0; done < RENEWAL_RETRY_DAYS.length; done++) {
      const { nextRetryAt, graceEndsAt } = retrySchedule(declinedAt, done);
      expect(nextRetryAt?.getTime()).toBeLessThan(graceEndsAt.getTime());
    }
  });

  it('does not retry a final decline but still gives the grace period', () => {
    const schedule = retrySchedule(declinedAt, 0, false);
    expect(schedule.nextRetryAt).toBeNull();
    expect(schedule.graceEndsAt.toISOString()).toBe('2026-12-08T09:30:00.000Z');
  });

  it('recovers the first decline from the stored grace end', () => {
    expect(firstDeclineOf(retrySchedule(declinedAt, 2).graceEndsAt).toISOString()).toBe(declinedAt.toISOString());
  });
});
