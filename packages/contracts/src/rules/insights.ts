import { type UkDay, ukTime, ukWallClock } from './uk-time.js';

/**
 * A business's insights (docs/insights.md): its leads, quotes and wins by UK calendar month, over
 * this month and the 11 before it.
 */
export const INSIGHTS_MONTHS = 12;

/** Its median quote is compared with the local one only when this many other businesses make it up. */
export const LOCAL_MEDIAN_MIN_BUSINESSES = 5;

const firstOfMonthBefore = (now: Date, monthsBack: number): UkDay => {
  const today = ukTime(now);
  const moved = new Date(Date.UTC(today.year, today.month - 1 - monthsBack, 1));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: 1 };
};

/** The months insights cover as YYYY-MM, oldest first. */
export function insightsMonths(now: Date): string[] {
  return Array.from({ length: INSIGHTS_MONTHS }, (_, i) => {
    const { year, month } = firstOfMonthBefore(now, INSIGHTS_MONTHS - 1 - i);
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

/** The instant the oldest of those months starts: UK midnight on its 1st. */
export function insightsWindowStart(now: Date): Date {
  return ukWallClock(firstOfMonthBefore(now, INSIGHTS_MONTHS - 1), 0);
}

/** The postcode area of a location (a postcode prefix: "SW4" → "SW"), what "local" means in insights. */
export function postcodeArea(location: string): string {
  return /^[A-Za-z]+/.exec(location.trim())?.[0]?.toUpperCase() ?? '';
}
