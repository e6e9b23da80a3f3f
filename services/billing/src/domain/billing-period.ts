/**
 * Monthly periods by the calendar: the same day next month, or the month's last day when it has
 * none (31 Jan → 28/29 Feb), at the same time of day, in UTC.
 */
export function addMonth(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}
