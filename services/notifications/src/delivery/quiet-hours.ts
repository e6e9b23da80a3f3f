/**
 * SMS quiet hours: no SMS between 21:00 and 08:00 UK time (Europe/London: GMT in winter, BST in
 * summer) unless the user switched quiet hours off. A held SMS is sent at 08:00, never dropped.
 * Security codes are never held: they are asked for by the person holding the phone, now.
 */

export const QUIET_HOURS_START = 21;
export const QUIET_HOURS_END = 8;
const UK_TIME_ZONE = 'Europe/London';

const ukClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface UkTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function ukTime(at: Date): UkTime {
  const parts = Object.fromEntries(ukClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant that is `hour`:00 UK time on this UK calendar day (no clock change happens at 08:00). */
function ukWallClock(day: { year: number; month: number; day: number }, hour: number): Date {
  const asIfUtc = Date.UTC(day.year, day.month - 1, day.day, hour);
  // UK time is UTC or UTC+1: read the offset at that moment and take it off.
  const seen = ukTime(new Date(asIfUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - asIfUtc;
  return new Date(asIfUtc - offsetMs);
}

/** When quiet hours end if `at` is inside them (08:00 UK time that morning or the next), else null. */
export function quietHoursEnd(at: Date): Date | null {
  const now = ukTime(at);
  if (now.hour >= QUIET_HOURS_END && now.hour < QUIET_HOURS_START) return null;
  if (now.hour < QUIET_HOURS_END) return ukWallClock(now, QUIET_HOURS_END);
  // After 21:00: 08:00 tomorrow (the calendar day after today's UK date, whatever its length).
  const tomorrow = new Date(Date.UTC(now.year, now.month - 1, now.day + 1));
  return ukWallClock(
    { year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() },
    QUIET_HOURS_END,
  );
}
