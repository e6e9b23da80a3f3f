import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs, signedOut, testUser } from '@/testing/users';

/** The readable cookie the BFF sets beside the session cookie at sign-in. */
const signInHint = (present: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is how the app reads it too.
  document.cookie = present ? 'lp_signed_in=1; path=/' : 'lp_signed_in=; path=/; max-age=0';
};

describe('route guards', () => {
  afterEach(() => signInHint(false));

  it('RequireAuth sends a visitor to /login?next=<the page>', async () => {
    stubApi();
    const { router } = renderApp({ path: '/dashboard/settings/privacy', state: signedOut() });

    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard/settings/privacy');
  });

  it('waits for the start-up user fetch, then lets a signed-in user in', async () => {
    signInHint(true);
    const fetchMock = stubApi({
      'GET /api/auth/user': () => ({ body: { data: testUser({ first_name: 'Ann' }) } }),
      'GET /api/notifications/settings': () => ({ status: 500, body: {} }),
    });
    const { router, store } = renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(store.getState().session).toMatchObject({ checked: true, user: { first_name: 'Ann' } });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('asks nobody who a visitor is (no signed-in hint cookie): no request, no 401, straight to log in', async () => {
    const fetchMock = stubApi();
    const { router, store } = renderApp({ path: '/dashboard' });

    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject({ user: null, checked: true });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(0);
  });

  it('treats a failed start-up user fetch as signed out, silently', async () => {
    signInHint(true);
    stubApi({ 'GET /api/auth/user': () => ({ status: 500, body: { message: 'Boom' } }) });
    const { router, store } = renderApp({ path: '/dashboard' });

    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toEqual({ user: null, isImpersonating: false, checked: true, endedByUser: false });
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('sends an admin from /admin to /admin/dashboard', async () => {
    stubApi();
    const { router } = renderApp({ path: '/admin', state: signedInAs('admin') });

    expect(await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('RequireAdmin sends customers to their own dashboard', async () => {
    stubApi();
    const { router } = renderApp({ path: '/admin/dashboard', state: signedInAs('customer') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).toBeNull();
  });

  it('RequireAdmin sends visitors to log in first', async () => {
    stubApi();
    const { router } = renderApp({ path: '/admin/dashboard', state: signedOut() });

    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/dashboard')}`);
  });

  it('sends signed-in users from /login to the dashboard and from /forgot-password home', async () => {
    stubApi();
    const login = renderApp({ path: '/login', state: signedInAs('business') });
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/dashboard'));
    login.unmount();

    const forgot = renderApp({ path: '/forgot-password', state: signedInAs('customer') });
    await waitFor(() => expect(forgot.router.state.location.pathname).toBe('/'));
  });

  it('sends an admin who opens /dashboard to the admin dashboard', async () => {
    stubApi();
    const { router } = renderApp({ path: '/dashboard', state: signedInAs('admin') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
