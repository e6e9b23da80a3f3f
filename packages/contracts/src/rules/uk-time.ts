/**
 * UK wall-clock time (Europe/London: GMT in winter, BST in summer), for what happens at a UK hour:
 * SMS quiet hours, the daily lead digest and the working hours a response time is counted in.
 * Intl does the time-zone rules; nothing is hard-coded.
 */

export const UK_TIME_ZONE = 'Europe/London';

// Made on first use, not when the module loads: building a formatter with a time zone loads the
// zone's rules (about 90 ms of a phone's main thread in Lighthouse), and the browser's entry chunk
// imports this module while the pages that call it are elsewhere.
let ukClock: Intl.DateTimeFormat | undefined;

function ukClockFormat(): Intl.DateTimeFormat {
  ukClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return ukClock;
}

export interface UkDay {
  year: number;
  month: number;
  day: number;
}

export interface UkTime extends UkDay {
  hour: number;
  minute: number;
  second: number;
}

/** What a UK clock and calendar show at `at`. */
export function ukTime(at: Date): UkTime {
  const parts = Object.fromEntries(
    ukClockFormat()
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant that is `hour`:00 UK time on this UK calendar day (for hours no clock change skips). */
export function ukWallClock(day: UkDay, hour: number): Date {
  const asIfUtc = Date.UTC(day.year, day.month - 1, day.day, hour);
  // UK time is UTC or UTC+1: read the offset at that moment and take it off.
  const seen = ukTime(new Date(asIfUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - asIfUtc;
  return new Date(asIfUtc - offsetMs);
}

/** The UK calendar day `days` after (or before, when negative) this one, whatever its length. */
export function ukDayAfter(day: UkDay, days: number): UkDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}
