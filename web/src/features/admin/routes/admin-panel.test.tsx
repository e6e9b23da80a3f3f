import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';
import { sampleDashboard } from '../testing/admin-fixtures';

// The canvas charts do not draw in jsdom; their text summaries are what is checked.
vi.mock('@ant-design/plots', () => ({ Column: () => null, Line: () => null }));

describe('admin panel', () => {
  it('shows the real totals with their growth arrows and the charts’ summaries', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => ({ body: sampleDashboard }) });
    renderApp({ path: '/admin/dashboard', state: signedInAs('admin') });

    for (const [title, value, arrow, percent] of [
      ['Total Businesses', '12', 'Up', '20%'],
      ['Total Customers', '1,250', 'Up', '0%'],
      ['Total Jobs posted', '40', 'Down', '10%'],
      ['Total Jobs completed', '7', 'Up', '5%'],
    ] as const) {
      const card = within(await screen.findByRole('article', { name: title }));
      expect(card.getByText(value)).toBeTruthy();
      expect(card.getByText('Since last month')).toBeTruthy();
      expect(card.getByText(arrow)).toBeTruthy();
      expect(card.getByText(new RegExp(percent))).toBeTruthy();
    }
    expect(await screen.findByText('30 jobs posted in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('Latest day: 50% of jobs had at least one quote.')).toBeTruthy();
    expect(screen.getByText('Latest: 42 minutes from posting to the first quote.')).toBeTruthy();
  });

  it('has the eight tabs, and a bottom navigation without Settings', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => ({ body: sampleDashboard }) });
    const { router } = renderApp({ path: '/admin', state: signedInAs('admin') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Customers',
      'Businesses',
      'Jobs',
      'Work Categories',
      'Reviews',
      'Reports',
      'Post Job',
      'Settings',
    ]);
    const bottom = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(bottom.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Customers',
      'Businesses',
      'Jobs',
      'Work Categories',
      'Reviews',
      'Reports',
      'Post Job',
    ]);
  });

  it('impersonates a user by e-mail and opens their dashboard with the banner', async () => {
    const customer = testUser({ email: 'customer@localpros.test', impersonating: true });
    const fetchMock = stubApi({
      'GET /api/admin/dashboard': () => ({ body: sampleDashboard }),
      'POST /api/admin/impersonate/login': () => ({ body: { token: 'as-customer', user: customer } }),
      'GET /api/auth/user': () => ({ body: { data: customer } }),
    });
    const { router, store } = renderApp({ path: '/admin/dashboard', state: signedInAs('admin') });

    await screen.findByLabelText("User's email");
    fill("User's email", 'Customer@LocalPros.test');
    click('Impersonate');

    expect(await screen.findByText('You are logged in as impersonation.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session).toMatchObject({ isImpersonating: true });
    expect(sentBodies(fetchMock, 'POST', '/api/admin/impersonate/login')).toEqual([
      { email: 'customer@localpros.test' },
    ]);
  });

  it('sends customers and businesses to their own dashboard', async () => {
    stubApi();
    const { router } = renderApp({ path: '/admin/customers', state: signedInAs('business') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
