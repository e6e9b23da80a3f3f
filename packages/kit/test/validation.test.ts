import { describe, expect, it } from 'vitest';
import { isStorableTime, isUuid } from '../src/validation.js';

describe('a time PostgreSQL can store', () => {
  it('is a real time in years 1 to 9999 (UTC)', () => {
    expect(isStorableTime(new Date('2026-11-26T09:00:00Z'))).toBe(true);
    expect(isStorableTime(new Date('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isStorableTime(new Date('9999-12-31T23:59:59Z'))).toBe(true);
    expect(isStorableTime(new Date('0000-06-01T00:00:00Z'))).toBe(false);
    expect(isStorableTime(new Date('9999-12-31T23:00:00-22:00'))).toBe(false);
    expect(isStorableTime(new Date('not a time'))).toBe(false);
  });
});

describe('an id from a request', () => {
  it('is a UUID in either case, and nothing else', () => {
    expect(isUuid('6d1f1a52-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('6D1F1A52-0000-4000-8000-00000000000A')).toBe(true);
    expect(isUuid('6d1f1a52-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid("6d1f1a52-0000-4000-8000-000000000001' or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
