import type { InsightsMonth } from '../api/get-insights';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}

/** 0.25 → "25%"; no quotes → "–". */
export const winRateText = (winRate: number | null) => (winRate === null ? '–' : `${Math.round(winRate * 100)}%`);

/** Working minutes as "45 min", "2 h 5 min"; nothing answered → "–". */
export function responseText(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** The funnel's four steps, in order, as the table and the chart name them. */
export const funnelSteps = [
  { key: 'received', label: 'Leads received' },
  { key: 'interested', label: 'Interested' },
  { key: 'quoted', label: 'Quoted' },
  { key: 'won', label: 'Won' },
] as const satisfies readonly { key: keyof InsightsMonth; label: string }[];

/** The months that had anything, for the screen-reader summary of the chart. */
export function funnelSummary(months: InsightsMonth[]): string {
  const busiest = months.reduce<InsightsMonth | undefined>(
    (best, m) => (best === undefined || m.received > best.received ? m : best),
    undefined,
  );
  const received = months.reduce((sum, m) => sum + m.received, 0);
  const won = months.reduce((sum, m) => sum + m.won, 0);
  const wonText = `${won} ${won === 1 ? 'job' : 'jobs'} won`;
  if (!busiest || busiest.received === 0) return `No leads in the last 12 months; ${wonText}.`;
  return `${received} ${received === 1 ? 'lead' : 'leads'} received and ${wonText} in the last 12 months; the most leads came in ${monthLabel(busiest.month)} (${busiest.received}).`;
}
