import { screen } from '@testing-library/react';
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
