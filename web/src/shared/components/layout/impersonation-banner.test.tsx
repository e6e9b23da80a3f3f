import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';

const admin = testUser({ id: 'a1', first_name: 'Ada', email: 'admin@localpros.test', userType: 'admin' });

describe('impersonation banner', () => {
  it('is not shown to a user signed in as themselves', async () => {
    stubApi();
    renderApp({ path: '/terms-of-use', state: signedInAs('customer') });

    await screen.findByRole('heading', { name: 'Terms of Use', level: 1 });
    expect(screen.queryByText('You are logged in as impersonation.')).toBeNull();
  });

  it('shows across the app while impersonating; Back to Admin returns to the admin dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/login/back-as-admin': () => ({ body: { token: 'admin-token', user: admin } }),
      'GET /api/auth/user': () => ({ body: { data: admin } }),
    });
    const { router, store } = renderApp({
      path: '/terms-of-use',
      state: signedInAs('customer', { email: 'customer@localpros.test', impersonating: true }),
    });

    await screen.findByRole('heading', { name: 'Terms of Use', level: 1 });
    // The banner is antd's, loaded when someone impersonates.
    expect(await screen.findByText('You are logged in as impersonation.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Admin' }));

    expect(await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(store.getState().session).toMatchObject({ isImpersonating: false, user: { userType: 'admin' } });
    expect(screen.queryByText('You are logged in as impersonation.')).toBeNull();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls.indexOf('POST /api/login/back-as-admin')).toBeLessThan(calls.lastIndexOf('GET /api/auth/user'));
  });

  it("shows the server's answer when going back fails", async () => {
    stubApi({
      'POST /api/login/back-as-admin': () => ({ status: 403, body: { message: 'You are not impersonating anyone' } }),
    });
    renderApp({ path: '/terms-of-use', state: signedInAs('customer', { impersonating: true }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Back to Admin' }));

    expect(await screen.findByText('You are not impersonating anyone')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You are logged in as impersonation.')).toBeTruthy());
  });
});
