import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

function tabNames() {
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
}

describe('dashboard shell', () => {
  it('gives customers Jobs, Quoted, Progress, History and Settings, and a bottom navigation without Settings', async () => {
    stubApi({ 'GET /api/jobs?status=active': () => ({ body: { jobs: [] } }) });
    renderApp({ path: '/dashboard', state: signedInAs('customer') });

    // The first test loads the dashboard chunk cold.
    await screen.findByRole('heading', { name: 'Jobs', level: 2 });
    expect(tabNames().slice(0, 5)).toEqual(['Jobs', 'Quoted', 'Progress', 'History', 'Settings']);
    expect(await screen.findByText('No Active Jobs Found')).toBeTruthy();
    const bottom = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    expect(bottom.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Jobs',
      'Quoted',
      'Progress',
      'History',
    ]);
    expect(bottom.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives businesses Leads first, and Business and Billing settings', async () => {
    stubApi({ 'GET /api/business/leads': () => ({ body: { leads: [] } }) });
    const { router } = renderApp({ path: '/dashboard', state: signedInAs('business') });

    await screen.findByRole('heading', { name: 'Leads', level: 2 });
    expect(tabNames().slice(0, 6)).toEqual(['Leads', 'Quoted', 'Progress', 'History', 'Insights', 'Settings']);
    expect(await screen.findByText('No Active Leads found')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Personal', level: 3 });
    expect(router.state.location.pathname).toBe('/dashboard/settings/personal');
    expect(tabNames()).toEqual(expect.arrayContaining(['Personal', 'Business', 'Billing', 'Notifications', 'Privacy']));

    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    await screen.findByRole('heading', { name: 'Billing', level: 3 });
    expect(router.state.location.pathname).toBe('/dashboard/settings/billing');
  });

  it('hides Business and Billing from customers, and sends their URLs to Personal', async () => {
    stubApi();
    const { router } = renderApp({ path: '/dashboard/settings/billing', state: signedInAs('customer') });

    await screen.findByRole('heading', { name: 'Personal', level: 3 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/personal'));
    expect(screen.queryByRole('tab', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Business' })).toBeNull();
  });
});
