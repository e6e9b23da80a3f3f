import { describe, expect, it } from 'vitest';
import { addMonth } from '../src/domain/billing-period.js';
import { proratedUpgradePence } from '../src/domain/proration.js';
import { vatOf } from '../src/domain/vat.js';

describe('VAT inside a VAT-inclusive price', () => {
  it.each([
    [19_500, 3_250],
    [9_500, 1_583],
    [8_550, 1_425],
    [1, 0],
    [3, 1],
    [0, 0],
  ])('%ip holds %ip of VAT at 20 %%', (gross, vat) => {
    expect(vatOf(gross)).toBe(vat);
  });
});

describe('calendar months', () => {
  it.each([
    ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2027-03-31T00:00:00.000Z', '2027-04-30T00:00:00.000Z'],
    ['2027-12-15T23:59:59.000Z', '2028-01-15T23:59:59.000Z'],
    ['2027-02-28T08:00:00.000Z', '2027-03-28T08:00:00.000Z'],
  ])('%s → %s', (start, end) => {
    expect(addMonth(new Date(start)).toISOString()).toBe(end);
  });
});

describe('an upgrade is charged for the part of the period left', () => {
  const periodStart = new Date('2027-04-01T00:00:00.000Z');
  const periodEnd = new Date('2027-05-01T00:00:00.000Z');
  const upgrade = (now: string) =>
    proratedUpgradePence({ fromPricePence: 9_500, toPricePence: 19_500, periodStart, periodEnd, now: new Date(now) });

  it('half the period left: half the difference', () => {
    expect(upgrade('2027-04-16T00:00:00.000Z')).toBe(5_000);
  });
  it('at the start: the whole difference; at or after the end: nothing', () => {
    expect(upgrade('2027-04-01T00:00:00.000Z')).toBe(10_000);
    expect(upgrade('2027-05-01T00:00:00.000Z')).toBe(0);
    expect(upgrade('2027-06-01T00:00:00.000Z')).toBe(0);
  });
  it('rounds to the penny, and a downgrade costs nothing now', () => {
    expect(upgrade('2027-04-11T00:00:00.000Z')).toBe(6_667);
    expect(
      proratedUpgradePence({ fromPricePence: 19_500, toPricePence: 9_500, periodStart, periodEnd, now: periodStart }),
    ).toBe(0);
  });
});
