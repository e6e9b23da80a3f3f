import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const catalog = {
  categories: [
    {
      id: 'cat-cleaning',
      name: 'Cleaning',
      slug: 'cleaning',
      services: [
        { id: 'svc-eot', name: 'End of tenancy cleaning', slug: 'end-of-tenancy-cleaning' },
        { id: 'svc-oven', name: 'Oven cleaning', slug: 'oven-cleaning' },
      ],
    },
  ],
};

const businessesUrl = (offset = 0) => `GET /api/public/services/svc-eot/businesses?limit=12&offset=${offset}`;
const pricesUrl = 'GET /api/public/services/svc-eot/prices';

function stubLanding(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/public/services': () => ({ body: catalog }),
    [businessesUrl()]: () => ({
      body: {
        businesses: [
          { id: 'biz-1', name: 'Sparkle Clean Clapham', location: 'SW', logo: null, rating: 4.7, reviewsCount: 3 },
          { id: 'biz-2', name: 'New Shine', location: null, logo: null, rating: null, reviewsCount: 0 },
        ],
        total: 2,
      },
    }),
    [pricesUrl]: () => ({ body: { prices: [], minQuotes: 5 } }),
    ...handlers,
  });
}

describe('service landing page', () => {
  it('says what the service is, links "Get quotes" to the job form with the service chosen, and lists businesses', async () => {
    stubLanding();
    renderApp({ path: '/services/cleaning/end-of-tenancy-cleaning' });
    expect(await screen.findByRole('heading', { name: 'End of tenancy cleaning', level: 1 })).toBeTruthy();
    expect(screen.getByText(/to the standard letting agents and landlords check/)).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Get quotes' });
    expect(cta.getAttribute('href')).toBe('/post-a-job?category=cat-cleaning&service=svc-eot');
    const business = await screen.findByRole('link', { name: 'Sparkle Clean Clapham' });
    expect(business.getAttribute('href')).toBe('/business/biz-1');
    expect(screen.getByText(/4\.7 out of 5 \(3 reviews\) · SW area/)).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cleaning' }).getAttribute('href')).toBe('/services/cleaning');
    expect(document.title).toBe('End of tenancy cleaning near you: compare quotes | LocalPros');
  });

  it('says prices are not yet available below the threshold, and shows median and range above it', async () => {
    stubLanding();
    const first = renderApp({ path: '/services/cleaning/end-of-tenancy-cleaning' });
    expect(
      await screen.findByText(/Prices are not yet available: we show them once at least 5 customers/),
    ).toBeTruthy();
    first.unmount();

    stubLanding({
      [pricesUrl]: () => ({
        body: {
          prices: [
            {
              rateType: 'hourly',
              quotesCount: 8,
              medianPence: 2_000,
              lowerQuartilePence: 1_750,
              upperQuartilePence: 2_550,
            },
          ],
          minQuotes: 5,
        },
      }),
    });
    renderApp({ path: '/services/cleaning/end-of-tenancy-cleaning' });
    const price = await screen.findByText('£20');
    expect(price.closest('li')?.textContent).toBe(
      '£20 an hour typically; most pay between £17.50 and £25.50 (from 8 accepted quotes)',
    );
  });

  it('shows the empty state when no business offers the service, and the error state with a retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stubLanding({
      [businessesUrl()]: () =>
        fail ? { status: 500, body: { message: 'Down' } } : { body: { businesses: [], total: 0 } },
    });
    renderApp({ path: '/services/cleaning/end-of-tenancy-cleaning' });
    expect(await screen.findByText('We could not load the businesses just now.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText(/No verified business offers this service yet/)).toBeTruthy();
    consoleError.mockRestore();
  });

  it('pages through the businesses', async () => {
    const page = (offset: number, name: string) => () => ({
      body: {
        businesses: [{ id: `biz-${offset}`, name, location: null, logo: null, rating: null, reviewsCount: 0 }],
        total: 13,
      },
    });
    stubLanding({ [businessesUrl(0)]: page(0, 'First Page Ltd'), [businessesUrl(12)]: page(12, 'Second Page Ltd') });
    renderApp({ path: '/services/cleaning/end-of-tenancy-cleaning' });
    expect(await screen.findByText('First Page Ltd')).toBeTruthy();
    expect(screen.getByText('1–12 of 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second Page Ltd')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers an unknown service or category with the not-found page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubLanding();
    const first = renderApp({ path: '/services/cleaning/chimney-sweeping' });
    expect(await screen.findByText('Oops 404 Error!')).toBeTruthy();
    first.unmount();
    stubLanding();
    renderApp({ path: '/services/plumbing' });
    expect(await screen.findByText('Oops 404 Error!')).toBeTruthy();
  });

  it('shows a loading state, then an error with a retry when the catalog fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stubLanding({
      'GET /api/public/services': () => (fail ? { status: 503, body: { message: 'Down' } } : { body: catalog }),
    });
    renderApp({ path: '/services/cleaning' });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('We could not load this page just now.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cleaning services near you', level: 1 })).toBeTruthy();
  });
});

describe('category landing page', () => {
  it('lists the services with links to their pages and a "Get quotes" link for the category', async () => {
    stubLanding();
    renderApp({ path: '/services/cleaning' });
    expect(await screen.findByRole('heading', { name: 'Cleaning services near you', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oven cleaning' }).getAttribute('href')).toBe(
      '/services/cleaning/oven-cleaning',
    );
    expect(screen.getByRole('link', { name: 'Get cleaning quotes' }).getAttribute('href')).toBe(
      '/post-a-job?category=cat-cleaning',
    );
  });
});

describe('get more leads', () => {
  it('pitches to businesses with the prices from the packages endpoint', async () => {
    stubApi({
      'GET /api/subscription/packages': () => ({
        body: {
          success: true,
          data: [
            { id: 'standard', name: 'Standard', price: 95, features: ['Leads within 40 km'] },
            { id: 'premium', name: 'Premium', price: 197, features: ['Premium jobs first'] },
          ],
        },
      }),
    });
    renderApp({ path: '/get-more-leads' });
    expect(await screen.findByRole('heading', { name: 'Get more leads for your business', level: 1 })).toBeTruthy();
    // The price shown is the endpoint's, not a fixed one.
    expect(await screen.findByText('£197')).toBeTruthy();
    expect(screen.getByText('£95')).toBeTruthy();
    // The page's own links (the shell's header has one of its own).
    const register = within(screen.getByRole('article')).getAllByRole('link', { name: 'Register as a Business' });
    expect(register[0]?.getAttribute('href')).toBe('/register/business');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'all packages' }).getAttribute('href')).toBe('/packages'),
    );
  });

  it('offers a retry when the packages cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/subscription/packages': () => ({ status: 503, body: { message: 'Down' } }) });
    renderApp({ path: '/get-more-leads' });
    expect(await screen.findByText('We could not load the packages just now.')).toBeTruthy();
  });
});
