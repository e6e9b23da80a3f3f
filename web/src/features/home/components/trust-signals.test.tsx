import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, stubApi } from '@/testing/fake-api';
import { TrustSignals } from './trust-signals';

const STATS = 'GET /api/public/marketplace-stats';

function renderTrustSignals() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TrustSignals />
    </SWRConfig>,
  );
}

/** The reasons' text, which every state shows. */
function expectTheReasons() {
  expect(screen.getByRole('heading', { name: 'Why LocalPros', level: 2 })).toBeTruthy();
  expect(screen.getByText('Only customers whose job was done can review a business.')).toBeTruthy();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the trust signals', () => {
  it('holds the figures’ place while they load, then shows them in en-GB numbers', async () => {
    const held = heldAnswer();
    stubApi({ [STATS]: held.handler });
    const { container } = renderTrustSignals();

    expectTheReasons();
    const placeholder = screen.getByTestId('trust-figures-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.querySelectorAll('.lp-trust__figure')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'LocalPros in figures' })).toBeNull();

    held.release({ body: { verifiedBusinesses: 1234, reviews: 567, averageRating: 4.8 } });
    const figures = await screen.findByRole('list', { name: 'LocalPros in figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,234 verified businesses', '567 reviews', '4.8 average rating']);
    // The figures take the placeholders' place, in the same grid: nothing else moves.
    expect(screen.queryByTestId('trust-figures-placeholder')).toBeNull();
    expect(container.querySelectorAll('.lp-trust__figures')).toHaveLength(1);
    expectTheReasons();
  });

  it('always gives the average one decimal', async () => {
    stubApi({ [STATS]: () => ({ body: { verifiedBusinesses: 12, reviews: 40, averageRating: 5 } }) });
    renderTrustSignals();
    const figures = await screen.findByRole('list', { name: 'LocalPros in figures' });
    expect(within(figures).getByText('5.0')).toBeTruthy();
  });

  it('shows the text alone when there are no businesses and no reviews yet', async () => {
    const fetchMock = stubApi({
      [STATS]: () => ({ body: { verifiedBusinesses: 0, reviews: 0, averageRating: null } }),
    });
    renderTrustSignals();
    await vi.waitFor(() => expect(screen.queryByTestId('trust-figures-placeholder')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/public/marketplace-stats', expect.anything());
    expect(screen.queryByRole('list', { name: 'LocalPros in figures' })).toBeNull();
    expect(screen.queryByText(/average rating/)).toBeNull();
    expectTheReasons();
  });

  it('leaves out a figure too small to mean anything, and the average with its few reviews', async () => {
    stubApi({ [STATS]: () => ({ body: { verifiedBusinesses: 48, reviews: 2, averageRating: 5 } }) });
    renderTrustSignals();
    const figures = await screen.findByRole('list', { name: 'LocalPros in figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['48 verified businesses']);
  });

  it('shows the text alone, and only logs, when the figures fail to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [STATS]: () => ({ status: 503, body: { message: 'Service unavailable' } }) });
    renderTrustSignals();
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to load marketplace figures', expect.anything()),
    );
    expect(screen.queryByTestId('trust-figures-placeholder')).toBeNull();
    expect(screen.queryByRole('list', { name: 'LocalPros in figures' })).toBeNull();
    expect(screen.queryByText('Service unavailable')).toBeNull();
    expectTheReasons();
  });
});
