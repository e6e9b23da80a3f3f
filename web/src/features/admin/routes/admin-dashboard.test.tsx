import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';

describe('admin dashboard', () => {
  it('shows the four placeholder totals with their growth arrows', async () => {
    stubApi();
    renderApp({ path: '/admin/dashboard', state: signedInAs('admin') });

    await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 });
    for (const [title, arrow] of [
      ['Total Businesses', 'Up'],
      ['Total Customers', 'Up'],
      ['Total Jobs posted', 'Down'],
      ['Total Jobs completed', 'Up'],
    ] as const) {
      const card = within(screen.getByRole('article', { name: title }));
      expect(card.getByText('90')).toBeTruthy();
      expect(card.getByText('Since last month')).toBeTruthy();
      expect(card.getByText(arrow)).toBeTruthy();
    }
  });

  it('impersonates a user by e-mail and opens their dashboard with the banner', async () => {
    const customer = testUser({ email: 'customer@localpros.test', impersonating: true });
    const fetchMock = stubApi({
      'POST /api/admin/impersonate/login': () => ({ body: { token: 'as-customer', user: customer } }),
      'GET /api/auth/user': () => ({ body: { data: customer } }),
    });
    const { router, store } = renderApp({ path: '/admin/dashboard', state: signedInAs('admin') });

    await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 });
    fill("User's email", 'Customer@LocalPros.test');
    click('Impersonate');

    expect(await screen.findByText('You are logged in as impersonation.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session).toMatchObject({
      isImpersonating: true,
      user: { email: 'customer@localpros.test' },
    });
    expect(sentBodies(fetchMock, 'POST', '/api/admin/impersonate/login')).toEqual([
      { email: 'customer@localpros.test' },
    ]);
  });

  it("shows the server's answer when impersonation is refused", async () => {
    stubApi({
      'POST /api/admin/impersonate/login': () => ({ status: 404, body: { message: 'No user with that email' } }),
    });
    renderApp({ path: '/admin/dashboard', state: signedInAs('admin') });

    await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 });
    fill("User's email", 'nobody@localpros.test');
    click('Impersonate');

    expect(await screen.findByText('No user with that email')).toBeTruthy();
  });
});
