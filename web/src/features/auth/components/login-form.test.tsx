import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, expectMessages, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedOut, testUser } from '@/testing/users';

const loginUrl = '/api/auth/login';
const unverified = {
  message: 'Please verify your email address first. We have sent you a new code.',
  error: 'unverified',
};

async function openLogin(path = '/login') {
  const view = renderApp({ path, state: signedOut() });
  await screen.findByRole('heading', { name: 'Log In', level: 1 });
  return view;
}

function logIn(email = 'ann@example.co.uk', password = 'correct-horse') {
  fill('Email', email);
  fill('Password', password);
  click('Log In');
}

describe('login form', () => {
  it('asks for both fields', async () => {
    const fetchMock = stubApi();
    await openLogin();

    click('Log In');

    await expectMessages('Email is required', 'Password is required');
    expect(sentBodies(fetchMock, 'POST', loginUrl)).toHaveLength(0);
  });

  it('signs in and opens ?next=', async () => {
    const fetchMock = stubApi({
      [`POST ${loginUrl}`]: () => ({ body: { token: 'tok-1', user: testUser({ first_name: 'Ann' }) } }),
    });
    const { router, store } = await openLogin('/login?next=%2Fdashboard%2Fsettings%2Fprivacy');

    logIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/privacy'));
    expect(store.getState().session).toMatchObject({ user: { first_name: 'Ann' } });
    expect(sentBodies(fetchMock, 'POST', loginUrl)).toEqual([
      { email: 'ann@example.co.uk', password: 'correct-horse' },
    ]);
  });

  it('shows a wrong password as a message, without leaving the page', async () => {
    stubApi({ [`POST ${loginUrl}`]: () => ({ status: 401, body: { message: 'Invalid email or password' } }) });
    const { router } = await openLogin();

    logIn();

    const alert = await screen.findByText('Invalid email or password');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an admin refused here to the admin sign-in', async () => {
    const adminOnly = 'Admins sign in with the code we e-mail them: use the admin sign-in';
    stubApi({ [`POST ${loginUrl}`]: () => ({ status: 403, body: { message: adminOnly } }) });
    const { router } = await openLogin();

    logIn('admin@localpros.co.uk');

    expect(await screen.findByText(adminOnly)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the admin sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('offers no admin link for a wrong password', async () => {
    stubApi({ [`POST ${loginUrl}`]: () => ({ status: 401, body: { message: 'Invalid email or password' } }) });
    await openLogin();

    logIn();

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText('Go to the admin sign-in')).toBeNull();
  });

  it('offers a code field when the account is unverified, then signs in once the code is accepted', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      [`POST ${loginUrl}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: unverified }
          : { body: { token: 'tok-2', user: testUser({ userType: 'customer' }) } };
      },
      'POST /api/auth/verify/ABCD2345': () => ({ body: [] }),
      'POST /api/auth/verify/resend': () => ({ body: { message: 'If the account exists we have sent a new code.' } }),
    });
    const { router } = await openLogin();

    logIn();

    expect(await screen.findByText(unverified.message)).toBeTruthy();
    click('Resend code');
    expect(await screen.findByText('If the account exists we have sent a new code.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/verify/resend')).toEqual([{ email: 'ann@example.co.uk' }]);

    fill('Verification code', 'ABCD2345');
    click('Verify');

    expect(await screen.findByText('Account verification successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(attempts).toBe(2);
  });

  it('puts a refused code on the code field', async () => {
    stubApi({
      [`POST ${loginUrl}`]: () => ({ status: 403, body: unverified }),
      'POST /api/auth/verify/WRONG123': () => ({
        status: 400,
        body: { message: 'This verification code is invalid or has expired' },
      }),
    });
    await openLogin();

    logIn();
    await screen.findByText(unverified.message);
    fill('Verification code', 'wrong123');
    click('Verify');

    expect(await screen.findByText('This verification code is invalid or has expired')).toBeTruthy();
  });
});
