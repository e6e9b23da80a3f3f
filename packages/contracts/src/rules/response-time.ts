import { WORKING_DAY_END_HOUR, WORKING_DAY_START_HOUR } from './working-hours.js';

/**
 * The response-time badge (issue 25, docs/matching.md): a business's median time from receiving a
 * lead to its first response (interest or a quote; a message can only follow interest), in UK
 * working minutes, over the leads it received in the last 90 days and responded to. Fewer than 10
 * such leads: no badge (a median of a handful says little).
 */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const RESPONSE_TIME_MIN_LEADS = 10;

/** A business's response time as the API carries it; null when it has too few leads. */
export interface ResponseTime {
  medianMinutes: number;
  leadsCounted: number;
}

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

const WORKING_DAY_MINUTES = (WORKING_DAY_END_HOUR - WORKING_DAY_START_HOUR) * 60;

/**
 * The badge's words for a median: the smallest bucket it fits — an hour, two hours, a working day
 * (12 working hours) — else "more than a day".
 */
export function responseTimeLabel(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'Usually responds within 1 hour';
  if (medianMinutes <= 120) return 'Usually responds within 2 hours';
  if (medianMinutes <= WORKING_DAY_MINUTES) return 'Usually responds within a day';
  return 'Usually responds in more than a day';
}
