import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedOut } from '@/testing/users';

const id = '5f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('public business page', () => {
  it('shows the name, description, services, area and member since', async () => {
    stubApi({
      [`GET /api/business/${id}`]: () => ({
        body: {
          business: {
            id,
            name: 'Sparkle & Co',
            description: 'Spotless homes since 2010.',
            logo: null,
            services: [{ id: 's1', name: 'Office cleaning' }],
            workCategoriesName: 'Cleaning',
            location: 'SW',
            locationName: 'London SW',
            memberSince: '2024-03-05T09:00:00Z',
            rating: null,
            reviewsCount: 0,
          },
        },
      }),
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: null, reviewsCount: 0, reviews: [] } }),
    });
    renderApp({ path: `/business/${id}`, state: signedOut() });

    expect(await screen.findByRole('heading', { name: 'Sparkle & Co', level: 1 })).toBeTruthy();
    expect(screen.getByText('Spotless homes since 2010.')).toBeTruthy();
    expect(screen.getByText('Office cleaning')).toBeTruthy();
    expect(screen.getByText('SW — London SW')).toBeTruthy();
    expect(screen.getByText('05/03/2024')).toBeTruthy();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('Premium')).toBeNull();
  }, 60_000);

  it('shows how fast it usually responds, with how that is worked out, and nothing without a response time', async () => {
    const page = (responseTime: { medianMinutes: number; leadsCounted: number } | null) => ({
      body: {
        business: {
          id,
          name: 'Sparkle & Co',
          description: null,
          logo: null,
          services: [],
          workCategoriesName: null,
          location: null,
          locationName: null,
          memberSince: '2024-03-05T09:00:00Z',
          rating: null,
          reviewsCount: 0,
          package: null,
          responseTime,
        },
      },
    });
    let responseTime: { medianMinutes: number; leadsCounted: number } | null = { medianMinutes: 95, leadsCounted: 14 };
    stubApi({
      [`GET /api/business/${id}`]: () => page(responseTime),
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: null, reviewsCount: 0, reviews: [] } }),
    });
    const first = renderApp({ path: `/business/${id}`, state: signedOut() });
    expect(await screen.findByText('Usually responds within 2 hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How is this worked out?' }).getAttribute('href')).toBe(
      '/terms-of-use#response-time',
    );
    first.unmount();

    responseTime = null;
    renderApp({ path: `/business/${id}`, state: signedOut() });
    expect(await screen.findByRole('heading', { name: 'Sparkle & Co', level: 1 })).toBeTruthy();
    expect(screen.queryByText(/Usually responds/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'How is this worked out?' })).toBeNull();
  }, 60_000);

  it('shows a Premium badge for a Premium subscriber', async () => {
    stubApi({
      [`GET /api/business/${id}`]: () => ({
        body: {
          business: {
            id,
            name: 'Sparkle & Co',
            description: 'Spotless homes since 2010.',
            logo: null,
            services: [{ id: 's1', name: 'Office cleaning' }],
            workCategoriesName: 'Cleaning',
            location: 'SW',
            locationName: 'London SW',
            memberSince: '2024-03-05T09:00:00Z',
            rating: null,
            reviewsCount: 0,
            package: 'premium',
          },
        },
      }),
      [`GET /api/business/${id}/reviews`]: () => ({ body: { rating: null, reviewsCount: 0, reviews: [] } }),
    });
    renderApp({ path: `/business/${id}`, state: signedOut() });

    expect(await screen.findByRole('heading', { name: 'Sparkle & Co', level: 1 })).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
  }, 60_000);

  it('shows the 404 page for an unknown business', async () => {
    stubApi({ [`GET /api/business/${id}`]: () => ({ status: 404, body: { message: 'Business not found' } }) });
    renderApp({ path: `/business/${id}`, state: signedOut() });

    expect(await screen.findByRole('heading', { name: `Page Not Found: /business/${id}` })).toBeTruthy();
  }, 60_000);
});
