import { describe, expect, it } from 'vitest';
import { median, responseTimeLabel, ukTime, workingMinutesBetween } from '../src/rules/index.js';

const minutes = (from: string, to: string) => workingMinutesBetween(new Date(from), new Date(to));

describe('working minutes (08:00–20:00 UK time, every day)', () => {
  it('counts the time inside one working day', () => {
    expect(minutes('2026-01-14T09:00:00Z', '2026-01-14T10:30:00Z')).toBe(90);
    expect(minutes('2026-01-14T09:00:00Z', '2026-01-14T09:00:30Z')).toBe(0.5);
  });

  it('skips the night: a lead seen at 19:30 and answered at 08:30 took an hour', () => {
    expect(minutes('2026-01-14T19:30:00Z', '2026-01-15T08:30:00Z')).toBe(60);
    // Seen and answered outside working hours: none of it counts.
    expect(minutes('2026-01-14T20:30:00Z', '2026-01-15T07:59:00Z')).toBe(0);
    expect(minutes('2026-01-14T06:00:00Z', '2026-01-14T08:15:00Z')).toBe(15);
  });

  it('counts weekends as working days (cleaners work them)', () => {
    // Friday 19:00 → Monday 09:00: 60 + 720 + 720 + 60.
    expect(minutes('2026-01-16T19:00:00Z', '2026-01-19T09:00:00Z')).toBe(1560);
  });

  it('follows BST: 08:00 in summer is 07:00 UTC', () => {
    // 08:30 BST to 19:30 BST (UTC would say 07:30 is before opening).
    expect(minutes('2026-06-10T07:30:00Z', '2026-06-10T18:30:00Z')).toBe(660);
    // Summer evening: 19:00 BST is 18:00 UTC, an hour before closing.
    expect(minutes('2026-06-10T18:00:00Z', '2026-06-11T07:00:00Z')).toBe(60);
  });

  it('crosses the clock changes', () => {
    // Clocks go forward on Sunday 29 March 2026: Saturday 19:00 GMT → Sunday 09:00 BST (08:00 UTC).
    expect(minutes('2026-03-28T19:00:00Z', '2026-03-29T08:00:00Z')).toBe(120);
    // Clocks go back on Sunday 25 October 2026: Saturday 19:30 BST → Sunday 08:30 GMT.
    expect(minutes('2026-10-24T18:30:00Z', '2026-10-25T08:30:00Z')).toBe(60);
  });

  it('agrees with counting minute by minute on the UK clock, around both clock changes', () => {
    // A seeded walk (the same intervals every run): starts within a week of each change, up to 3 days long.
    let seed = 25;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let i = 0; i < 8; i += 1) {
        const from = change - 7 * 86_400_000 + Math.floor(next() * 10 * 1_440) * 60_000;
        const to = from + Math.floor(next() * 3 * 1_440) * 60_000;
        let counted = 0;
        for (let minute = from; minute < to; minute += 60_000) {
          const { hour } = ukTime(new Date(minute));
          if (hour >= 8 && hour < 20) counted += 1;
        }
        expect(workingMinutesBetween(new Date(from), new Date(to)), new Date(from).toISOString()).toBe(counted);
      }
    }
  });

  it('answers 0 when the response is not after the lead', () => {
    expect(minutes('2026-01-14T10:00:00Z', '2026-01-14T10:00:00Z')).toBe(0);
    expect(minutes('2026-01-14T11:00:00Z', '2026-01-14T10:00:00Z')).toBe(0);
  });
});

describe('the response-time badge', () => {
  it('takes the median, the middle two averaged for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([30, 5, 90])).toBe(30);
    expect(median([40, 10, 20, 1000])).toBe(30);
  });

  it('words a median by the smallest bucket it fits', () => {
    expect(responseTimeLabel(0)).toBe('Usually responds within 1 hour');
    expect(responseTimeLabel(60)).toBe('Usually responds within 1 hour');
    expect(responseTimeLabel(61)).toBe('Usually responds within 2 hours');
    expect(responseTimeLabel(120)).toBe('Usually responds within 2 hours');
    expect(responseTimeLabel(720)).toBe('Usually responds within a day');
    expect(responseTimeLabel(721)).toBe('Usually responds in more than a day');
  });
});
