/**
 * What an upgrade costs now: the price difference for the part of the period still to run, to the
 * penny (rounded half up). Example: Standard £95 → Premium £195 with 15 of 30 days left → £50.00.
 * A downgrade costs nothing now (it starts at the renewal), so this is never negative.
 */
export function proratedUpgradePence(input: {
  fromPricePence: number;
  toPricePence: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const period = input.periodEnd.getTime() - input.periodStart.getTime();
  const remaining = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), period);
  const difference = Math.max(input.toPricePence - input.fromPricePence, 0);
  if (period <= 0 || difference === 0) return 0;
  return Math.round((difference * remaining) / period);
}
