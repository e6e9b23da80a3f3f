import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { BusinessInsights, InsightsMonth } from '../api/get-insights';

// The canvas chart says nothing to a reader; its figure's caption and the table carry the numbers.
vi.mock('@ant-design/plots', () => ({ Column: () => null }));

const month = (m: string, overrides: Partial<InsightsMonth> = {}): InsightsMonth => ({
  month: m,
  received: 0,
  interested: 0,
  quoted: 0,
  won: 0,
  winRate: null,
  medianResponseMinutes: null,
  ...overrides,
});
const twelve = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];

const insights = (overrides: Partial<BusinessInsights> = {}): BusinessInsights => ({
  months: twelve.map((m) =>
    m === '2026-10'
      ? month(m, { received: 8, interested: 4, quoted: 4, won: 1, winRate: 0.25, medianResponseMinutes: 95 })
      : month(m),
  ),
  totals: { received: 8, interested: 4, quoted: 4, won: 1, winRate: 0.25 },
  quoteComparisons: [
    {
      serviceId: 's1',
      serviceName: 'End of tenancy cleaning',
      rateType: 'flat',
      quotes: 6,
      median: 230.5,
      localBusinesses: 5,
      localMedian: 250,
    },
    {
      serviceId: 's2',
      serviceName: 'Office cleaning',
      rateType: 'hourly',
      quotes: 1,
      median: 20,
      localBusinesses: 4,
      localMedian: null,
    },
  ],
  localMinimumBusinesses: 5,
  ...overrides,
});

const open = () => renderApp({ path: '/dashboard/insights', state: signedInAs('business') });

describe('business insights tab', () => {
  it('shows the totals, the chart’s summary, every month in a table and the local quote medians', async () => {
    stubApi({ 'GET /api/business/insights': () => ({ body: insights() }) });
    open();

    await screen.findByRole('heading', { name: 'Insights', level: 2 });
    const totals = await screen.findByText('Win rate (won ÷ quoted)', { selector: 'dt' });
    expect(totals.nextElementSibling?.textContent).toBe('25%');
    expect(
      await screen.findByText(
        '8 leads received and 1 job won in the last 12 months; the most leads came in Oct 2026 (8).',
      ),
    ).toBeTruthy();

    const table = within(screen.getByRole('region', { name: 'Your leads, quotes and wins by month' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      'Leads received',
      'Interested',
      'Quoted',
      'Won',
      'Win rate (won ÷ quoted)',
      'Median response (working hours)',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const october = rows.find((row) => row.textContent?.startsWith('Oct 2026')) as HTMLElement;
    expect(
      within(october)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Oct 2026', '8', '4', '4', '1', '25%', '1 h 35 min']);

    const quotes = within(screen.getByRole('region', { name: 'Your quotes against local quotes' }));
    const [shown, tooFew] = quotes.getAllByRole('listitem');
    expect(shown?.textContent).toBe(
      'End of tenancy cleaning (flat): your median £230.50 / flat over 6 quotes. Local median £250 from 5 other businesses.',
    );
    expect(tooFew?.textContent).toBe(
      'Office cleaning (hourly): your median £20 / hourly over 1 quote. Not enough local quotes yet to compare (4 other businesses).',
    );
  });

  it('says so to a new business, with nothing to chart', async () => {
    stubApi({
      'GET /api/business/insights': () => ({
        body: insights({
          months: twelve.map((m) => month(m)),
          totals: { received: 0, interested: 0, quoted: 0, won: 0, winRate: null },
          quoteComparisons: [],
        }),
      }),
    });
    open();
    expect(await screen.findByText(/No insights yet\. Once you receive leads/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows its loading state, then the error when insights cannot be loaded', async () => {
    const answer = heldAnswer();
    stubApi({ 'GET /api/business/insights': answer.handler });
    open();
    expect(await screen.findByText('Loading your insights...')).toBeTruthy();
    answer.release({ status: 500, body: { message: 'Something went wrong' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});
