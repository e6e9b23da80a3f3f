/**
 * SMS quiet hours: no SMS between 21:00 and 08:00 UK time (Europe/London: GMT in winter, BST in
 * summer) unless the user switched quiet hours off. A held SMS is sent at 08:00, never dropped.
 * Security codes are never held: they are asked for by the person holding the phone, now.
 */

import { ukDayAfter, ukTime, ukWallClock } from '@localpros/contracts/rules';

export const QUIET_HOURS_START = 21;
export const QUIET_HOURS_END = 8;
/** When quiet hours end if `at` is inside them (08:00 UK time that morning or the next), else null. */
export function quietHoursEnd(at: Date): Date | null {
  const now = ukTime(at);
  if (now.hour >= QUIET_HOURS_END && now.hour < QUIET_HOURS_START) return null;
  if (now.hour < QUIET_HOURS_END) return ukWallClock(now, QUIET_HOURS_END);
  // After 21:00: 08:00 on the UK calendar day after today's.
  return ukWallClock(ukDayAfter(now, 1), QUIET_HOURS_END);
}
