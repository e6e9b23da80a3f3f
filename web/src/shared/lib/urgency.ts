import dayjs from 'dayjs';
import { missingDate, timeAgo } from './dates';

/**
 * Spec §2: a relative date ("in 3 days", "2 days ago") when the job is for a specific date,
 * otherwise the target value itself (immediately, flexible).
 */
export function urgencyOf(
  target: string,
  date: string | null | undefined,
  now: string | number | Date = new Date(),
): string {
  if (target !== 'specificDate') return target;
  if (!date || !dayjs(date).isValid()) return missingDate;
  return timeAgo(date, now);
}
