import { describe, expect, it } from 'vitest';
import { bidText, chargeText, formatPounds } from './money';

describe('money', () => {
  it('shows pounds with pence only when there are some', () => {
    expect(formatPounds(45)).toBe('£45');
    expect(formatPounds(45.5)).toBe('£45.50');
    expect(formatPounds(0.05)).toBe('£0.05');
    expect(formatPounds(1200)).toBe('£1,200');
  });

  it('shows N/A without a charge', () => {
    expect(formatPounds(null)).toBe('N/A');
    expect(bidText(null, null)).toBe('N/A');
    expect(chargeText(undefined, 'hourly')).toBe('N/A');
  });

  it('writes a bid with a slash and a charge without', () => {
    expect(bidText(45, 'hourly')).toBe('£45 / hourly');
    expect(chargeText(99.9, 'flat')).toBe('£99.90 flat');
  });
});
