import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('en-gb');

export const missingDate = 'N/A';

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** "3 days ago"; N/A when the date is missing or unreadable. */
export function timeAgo(value: DateInput, now: DateInput = new Date()): string {
  const date = parse(value);
  if (!date) return missingDate;
  return date.from(dayjs(now ?? undefined));
}

/** en-GB calendar date, e.g. 05/03/2025; N/A when missing. */
export function formatUkDate(value: DateInput): string {
  const date = parse(value);
  return date ? date.format('DD/MM/YYYY') : missingDate;
}
