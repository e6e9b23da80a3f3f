import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { Navbar } from './navbar';

const navbarOnly = [{ path: '*', Component: Navbar }];
const loggedInAs = signedInAs;

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  it('shows the register and log-in buttons to visitors', () => {
    stubApi();
    renderApp({ routes: navbarOnly });

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Register as a Business' }).getAttribute('href')).toBe('/packages');
    expect(nav.getByRole('link', { name: 'Register as a User' }).getAttribute('href')).toBe('/register/customer');
    expect(nav.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('sends admins to the admin dashboard', () => {
    stubApi();
    renderApp({ routes: navbarOnly, state: loggedInAs('admin') });

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(nav.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Register as a User' })).toBeNull();
  });

  it('sends customers and businesses to their dashboard', () => {
    stubApi();
    renderApp({ routes: navbarOnly, state: loggedInAs('business') });

    expect(mainNav().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('opens a mobile menu with the same buttons from the labelled hamburger', async () => {
    stubApi();
    renderApp({ routes: navbarOnly });

    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(hamburger);

    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Register as a Business' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Register as a User' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
  });

  it('logs out from the user menu: tells the server, ends the session and goes home', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/logout': () => ({ body: { message: 'Logged out' } }) });
    const { router, store } = renderApp({ path: '/dashboard', state: loggedInAs('customer') });

    // The dashboard and antd load on demand.
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    fireEvent.click(mainNav().getByRole('button', { name: 'Account menu for Sam Smith' }));
    fireEvent.click(await screen.findByText('Log out'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
    expect(await mainNav().findByRole('link', { name: 'Log In' })).toBeTruthy();
  }, 60_000);

  it('shows the platform badge outside production', async () => {
    stubApi({ 'GET /api/platform': () => ({ body: { platform: 'demo' } }) });
    renderApp({ routes: navbarOnly });

    expect(await screen.findByText('demo')).toBeTruthy();
  });

  it('shows no platform badge in production', async () => {
    const fetchMock = stubApi();
    renderApp({ routes: navbarOnly });

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/platform')).toBe(true));
    expect(screen.queryByLabelText(/Platform:/)).toBeNull();
  });
});
