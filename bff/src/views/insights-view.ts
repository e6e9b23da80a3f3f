import {
  insightsMonths,
  type jobsRpc,
  LOCAL_MEDIAN_MIN_BUSINESSES,
  type matchingRpc,
  type quotesRpc,
} from '@localpros/contracts';
import { z } from 'zod';

const count = z.number().int().nonnegative();

/** One UK calendar month of a business's insights (docs/insights.md). */
const insightsMonth = z.object({
  month: z.string().describe('YYYY-MM, the UK calendar month'),
  received: count.describe('Leads received that month'),
  interested: count.describe('Of those, the ones the business marked interest in'),
  quoted: count.describe('Quotes sent that month'),
  won: count.describe('Of those quotes, the ones the customer accepted'),
  winRate: z.number().min(0).max(1).nullable().describe('won ÷ quoted; null without quotes'),
  medianResponseMinutes: z
    .number()
    .int()
    .nullable()
    .describe('Median UK working minutes from receiving a lead to the first response; null with none answered'),
});

const quoteComparison = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  rateType: z.string(),
  quotes: count,
  median: z.number().describe("The business's median quote, in pounds"),
  localBusinesses: count.describe('Other businesses quoting the service and rate type in the same postcode areas'),
  localMedian: z.number().nullable().describe('Their median quote in pounds; null below the minimum of businesses'),
});

export const businessInsights = z.object({
  /** The last 12 UK months, oldest first, every month present (zeros when nothing happened). */
  months: z.array(insightsMonth),
  totals: insightsMonth.omit({ month: true, medianResponseMinutes: true }),
  quoteComparisons: z.array(quoteComparison),
  localMinimumBusinesses: count.describe('How many other businesses a local median needs'),
});
type BusinessInsights = z.infer<typeof businessInsights>;

const rateOf = (won: number, quoted: number) => (quoted === 0 ? null : won / quoted);
const pounds = (pence: number) => pence / 100;

/** Matching's lead funnel and quotes' months joined on the month, over every month of the window. */
export function toBusinessInsights(
  now: Date,
  funnel: matchingRpc.LeadFunnelResponse,
  quoting: quotesRpc.QuoteInsightsResponse,
  categories: jobsRpc.WorkCategory[],
): BusinessInsights {
  const leadsByMonth = new Map(funnel.months.map((m) => [m.month, m]));
  const quotesByMonth = new Map(quoting.months.map((m) => [m.month, m]));
  const months = insightsMonths(now).map((month) => {
    const leads = leadsByMonth.get(month);
    const quotes = quotesByMonth.get(month);
    const quoted = quotes?.quoted ?? 0;
    const won = quotes?.won ?? 0;
    return {
      month,
      received: leads?.received ?? 0,
      interested: leads?.interested ?? 0,
      quoted,
      won,
      winRate: rateOf(won, quoted),
      medianResponseMinutes: leads?.medianResponseMinutes ?? null,
    };
  });
  const sum = (key: 'received' | 'interested' | 'quoted' | 'won') => months.reduce((total, m) => total + m[key], 0);
  const serviceNames = new Map(categories.flatMap((c) => c.services.map((s) => [s.id, s.name] as const)));
  return {
    months,
    totals: {
      received: sum('received'),
      interested: sum('interested'),
      quoted: sum('quoted'),
      won: sum('won'),
      winRate: rateOf(sum('won'), sum('quoted')),
    },
    quoteComparisons: quoting.comparisons.map((c) => ({
      serviceId: c.serviceId,
      serviceName: serviceNames.get(c.serviceId) ?? 'A service no longer offered',
      rateType: c.rateType,
      quotes: c.quotes,
      median: pounds(c.medianPence),
      localBusinesses: c.localBusinesses,
      localMedian: c.localMedianPence === undefined ? null : pounds(c.localMedianPence),
    })),
    localMinimumBusinesses: LOCAL_MEDIAN_MIN_BUSINESSES,
  };
}
