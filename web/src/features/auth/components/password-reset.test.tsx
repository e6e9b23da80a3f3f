import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, expectMessages, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedOut } from '@/testing/users';

describe('forgot password', () => {
  it('sends a code to an e-mail or mobile number and links to the reset page', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/security-code/07700900123/send': () => ({
        body: { message: 'If an account exists for it, we have sent a code.' },
      }),
    });
    renderApp({ path: '/forgot-password', state: signedOut() });
    await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });

    click('Send code');
    expect(await screen.findByText('Please enter your email or mobile number.')).toBeTruthy();

    fill('Email or mobile number', '07700 900 123');
    click('Send code');

    expect(await screen.findByText('If an account exists for it, we have sent a code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter your code and choose a new password' }).getAttribute('href')).toBe(
      '/forgot-password/reset',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/security-code/07700900123/send')).toBe(true);
  });
});

describe('reset password', () => {
  it('checks the new password, changes it with the code and opens the login page', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/change-password': () => ({
        body: { message: 'Your password has been reset. You can now log in.' },
      }),
    });
    const { router } = renderApp({ path: '/forgot-password/reset', state: signedOut() });
    await screen.findByRole('heading', { name: 'Reset your password', level: 1 });

    fill('Security code', 'abcd2345');
    fill('New password', 'short');
    fill('Confirm new password', 'other');
    click('Change password');
    await expectMessages('Password must be at least 8 characters long', 'Passwords do not match');

    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    click('Change password');

    expect(await screen.findByText('Your password has been reset. You can now log in.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentBodies(fetchMock, 'POST', '/api/auth/change-password')).toEqual([
      { code: 'ABCD2345', password: 'new-password-1', passwordConfirm: 'new-password-1' },
    ]);
  });

  it('puts a refused code on the code field', async () => {
    stubApi({
      'POST /api/auth/change-password': () => ({
        status: 400,
        body: { message: 'This code is invalid or has expired' },
      }),
    });
    renderApp({ path: '/forgot-password/reset', state: signedOut() });
    await screen.findByRole('heading', { name: 'Reset your password', level: 1 });

    fill('Security code', 'WRONG234');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    click('Change password');

    expect(await screen.findByText('This code is invalid or has expired')).toBeTruthy();
  });
});
