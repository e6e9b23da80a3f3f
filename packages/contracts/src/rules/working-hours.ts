import { type UkDay, ukDayAfter, ukTime, ukWallClock } from './uk-time.js';

/**
 * UK working hours, the clock a business's response time runs on (the response-time badge,
 * docs/matching.md): 08:00 to 20:00 Europe/London, every day of the week — cleaners work
 * weekends, so a Saturday lead answered on Monday counts Saturday's and Sunday's hours too.
 */
export const WORKING_DAY_START_HOUR = 8;
export const WORKING_DAY_END_HOUR = 20;

const MINUTE_MS = 60_000;

/**
 * The working minutes between two instants: only the time inside 08:00–20:00 UK time on each day
 * counts (a lead seen at 19:30 and answered at 08:30 the next morning took 60). Fractions of a
 * minute are kept; `to` before `from` is 0. The clock changes happen at 01:00 UTC, outside the
 * window, so each day's window is 12 hours long in GMT and BST alike.
 */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (!(to.getTime() > from.getTime())) return 0;
  const last = ukTime(to);
  let day: UkDay = ukTime(from);
  let total = 0;
  for (;;) {
    const opens = ukWallClock(day, WORKING_DAY_START_HOUR).getTime();
    const closes = ukWallClock(day, WORKING_DAY_END_HOUR).getTime();
    const start = Math.max(opens, from.getTime());
    const end = Math.min(closes, to.getTime());
    if (end > start) total += end - start;
    if (day.year === last.year && day.month === last.month && day.day === last.day) break;
    day = ukDayAfter(day, 1);
  }
  return total / MINUTE_MS;
}
