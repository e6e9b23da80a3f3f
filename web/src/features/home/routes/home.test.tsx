import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('home page', () => {
  it('lists the work categories and their services from the API', async () => {
    stubApi();
    renderApp({ path: '/' });

    expect(await screen.findByRole('heading', { name: 'Find trusted local cleaners', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Cleaning', level: 3 })).toBeTruthy();
    expect(screen.getByText('End of tenancy cleaning')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post-a-job');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For customers', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For businesses', level: 3 })).toBeTruthy();
  });

  it('starts a job from the two hero fields: the wizard opens with the service and area chosen', async () => {
    stubApi({
      'GET /api/locations': () => ({
        body: { locations: [{ location: 'SW', name: 'London SW', latitude: 51.47, longitude: -0.17 }] },
      }),
    });
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Cleaning', level: 3 });

    fireEvent.change(screen.getByLabelText('What do you need?'), { target: { value: ' end of TENANCY cleaning ' } });
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: 'sw1a 1aa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/post-a-job'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'cat-cleaning',
      service: 'svc-end-of-tenancy',
      postcode: 'SW1A 1AA',
    });
    // The wizard reads them (post-job.tsx) and starts from that service and the area SW.
    expect(await screen.findByRole('heading', { name: 'Post a job', level: 1 })).toBeTruthy();
    expect((await screen.findAllByText('End of tenancy cleaning')).length).toBeGreaterThan(0);
  }, 60_000);

  it('asks for a service from the list when the typed one is unknown', async () => {
    stubApi();
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Cleaning', level: 3 });

    fireEvent.change(screen.getByLabelText('What do you need?'), { target: { value: 'Chimney sweeping' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/Choose a service from the list/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('loads categories and locations once and only logs a failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubApi({
      'GET /api/work-category': () => ({ status: 500, body: { message: 'Database down' } }),
    });
    renderApp({ path: '/' });

    expect(await screen.findByText('Our list of services will be back shortly.')).toBeTruthy();
    expect(screen.queryByText('Database down')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Failed to load work categories', expect.anything());
    const calls = fetchMock.mock.calls.map(([url]) => url);
    expect(calls.filter((url) => url === '/api/work-category')).toHaveLength(1);
    expect(calls.filter((url) => url === '/api/locations')).toHaveLength(1);
  });
});
