import { describe, expect, it } from 'vitest';
import { formatUkDate, timeAgo } from './dates';

describe('timeAgo', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('says how long ago with an "ago" suffix', () => {
    expect(timeAgo('2025-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2025-03-10T10:00:00Z', now)).toBe('2 hours ago');
  });

  it('shows N/A for a missing or unreadable date', () => {
    expect(timeAgo(null, now)).toBe('N/A');
    expect(timeAgo(undefined, now)).toBe('N/A');
    expect(timeAgo('', now)).toBe('N/A');
    expect(timeAgo('not a date', now)).toBe('N/A');
  });
});

describe('formatUkDate', () => {
  it('formats day first', () => {
    expect(formatUkDate('2025-03-05T09:00:00')).toBe('05/03/2025');
  });

  it('shows N/A for a missing date', () => {
    expect(formatUkDate(null)).toBe('N/A');
  });
});
