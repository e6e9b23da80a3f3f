import { ukWallClock } from './uk-time.js';

/**
 * UK working hours, the clock a business's response time runs on (the response-time badge,
 * docs/matching.md): 08:00 to 20:00 Europe/London, every day of the week — cleaners work
 * weekends, so a Saturday lead answered on Monday counts Saturday's and Sunday's hours too.
 */
export const WORKING_DAY_START_HOUR = 8;
export const WORKING_DAY_END_HOUR = 20;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Each day's working window in epoch ms, by the day's UTC midnight, remembered: a badge counts
 * hundreds of leads over the same few days, and a window costs two time-zone look-ups (Intl, about
 * 15 µs each). Bounded (about a year of days).
 */
const windows = new Map<number, readonly [number, number]>();
const WINDOWS_KEPT = 400;

function workingWindow(utcMidnight: number): readonly [number, number] {
  let window = windows.get(utcMidnight);
  if (!window) {
    if (windows.size >= WINDOWS_KEPT) windows.clear();
    const date = new Date(utcMidnight);
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    window = [ukWallClock(day, WORKING_DAY_START_HOUR).getTime(), ukWallClock(day, WORKING_DAY_END_HOUR).getTime()];
    windows.set(utcMidnight, window);
  }
  return window;
}

/**
 * The working minutes between two instants: only the time inside 08:00–20:00 UK time on each day
 * counts (a lead seen at 19:30 and answered at 08:30 the next morning took 60). Fractions of a
 * minute are kept; `to` before `from` is 0. UK time is UTC or UTC+1, so a UK day's window (07:00 to
 * 20:00 UTC at the widest) lies inside the UTC day of the same date: the days from `from`'s UTC
 * date to `to`'s hold every window that can overlap. The clock changes happen at 01:00 UTC,
 * outside the window, so each window is 12 hours long in GMT and BST alike.
 */
export function workingMinutesBetween(from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day <= end; day += DAY_MS) {
    const [opens, closes] = workingWindow(day);
    const counted = Math.min(closes, end) - Math.max(opens, start);
    if (counted > 0) total += counted;
  }
  return total / MINUTE_MS;
}
