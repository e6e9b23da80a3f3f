import { describe, expect, it } from 'vitest';
import { premiumSubscription } from './billing-settings.fixtures';
import { proratedUpgradePence } from './proration-preview';

const standard = premiumSubscription({
  package_id: 'standard',
  package_type: 'Standard',
  amount_pence: 9500,
  current_period_start: '2026-12-01T00:00:00.000Z',
  billing_next_date: '2026-12-31T00:00:00.000Z',
});

describe('proratedUpgradePence', () => {
  it('charges the difference for the part of the period left', () => {
    expect(proratedUpgradePence(standard, 19500, new Date('2026-12-16T00:00:00.000Z'))).toBe(5000);
    expect(proratedUpgradePence(standard, 19500, new Date('2026-12-01T00:00:00.000Z'))).toBe(10000);
    expect(proratedUpgradePence(standard, 19500, new Date('2026-12-23T12:00:00.000Z'))).toBe(2500);
  });

  it('never goes below nothing or above a whole month', () => {
    expect(proratedUpgradePence(standard, 19500, new Date('2027-01-05T00:00:00.000Z'))).toBe(0);
    expect(proratedUpgradePence(standard, 19500, new Date('2026-11-20T00:00:00.000Z'))).toBe(10000);
    expect(proratedUpgradePence(standard, 9500, new Date('2026-12-16T00:00:00.000Z'))).toBe(0);
  });
});
