import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const updatePasswordUrl = '/api/auth/update-password';

async function openPrivacy() {
  const view = renderApp({ path: '/dashboard/settings/privacy', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Privacy', level: 3 });
  return view;
}

describe('privacy settings: change password', () => {
  it("shows the spec's messages for missing passwords", async () => {
    const fetchMock = stubApi();
    await openPrivacy();

    click('Update password');

    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('Please enter your new password.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', updatePasswordUrl)).toHaveLength(0);
  });

  it("shows the spec's messages for a short and a different new password", async () => {
    stubApi();
    await openPrivacy();

    fill('Current password', 'old-password');
    fill('New password', 'short');
    fill('Confirm new password', 'shorter');
    click('Update password');

    expect(await screen.findByText('Your new password must have 8 characters or more.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
  });

  it('updates the password and says so', async () => {
    const fetchMock = stubApi({
      [`POST ${updatePasswordUrl}`]: () => ({ body: { message: 'Your password has been successfully updated.' } }),
    });
    await openPrivacy();

    fill('Current password', 'old-password');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    click('Update password');

    expect(await screen.findByText('Password Updated')).toBeTruthy();
    expect(screen.getByText('Your password has been successfully updated.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', updatePasswordUrl)).toEqual([
      { currentPassword: 'old-password', new_password: 'new-password-1', passwordConfirmation: 'new-password-1' },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });

  it("shows 'Update failed' with the server's message", async () => {
    stubApi({
      [`POST ${updatePasswordUrl}`]: () => ({
        status: 400,
        body: { status_code: 400, message: 'Your current password is incorrect.' },
      }),
    });
    await openPrivacy();

    fill('Current password', 'wrong-password');
    fill('New password', 'new-password-1');
    fill('Confirm new password', 'new-password-1');
    click('Update password');

    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Your current password is incorrect.')).toBeTruthy();
  });
});

describe('privacy settings: log out of all devices', () => {
  it('asks first, then ends every session, forgets this one and opens the login page', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/logout-all': () => ({ body: { message: 'You have been logged out of all devices' } }),
    });
    const { router, store } = await openPrivacy();

    click('Log out of all devices');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Log out of all devices?').length).toBeGreaterThan(0);
    expect(sentBodies(fetchMock, 'POST', '/api/auth/logout-all')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));

    expect(await screen.findByText('You have been logged out of all devices')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Signed out on purpose: no ?next= back to the settings page (or the dashboard).
    expect(router.state.location.search).toBe('');
    expect(store.getState().session).toMatchObject({ user: null, endedByUser: true });
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/logout-all')).toHaveLength(1);
  });

  it('keeps the session and says so when the server refuses', async () => {
    stubApi({ 'POST /api/auth/logout-all': () => ({ status: 503, body: { message: 'Try again later' } }) });
    const { store } = await openPrivacy();

    click('Log out of all devices');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));

    expect(await screen.findByText('Log out failed')).toBeTruthy();
    expect(store.getState().session.user).not.toBeNull();
  });
});

describe('privacy settings: delete account', () => {
  it('asks for the current password, then deletes the account, ends the session and goes home', async () => {
    const fetchMock = stubApi({ 'DELETE /api/user': () => ({ body: { message: 'Your account has been deleted' } }) });
    const { router, store } = await openPrivacy();

    click('Delete Account');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete your account?').length).toBeGreaterThan(0);
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await within(dialog).findByText('Please enter your current password.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);

    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user).toBeNull();
    expect(sentBodies(fetchMock, 'DELETE', '/api/user')).toEqual([{ currentPassword: 'my-password-1' }]);
  });

  it("keeps the account and shows the server's answer to a wrong password", async () => {
    stubApi({ 'DELETE /api/user': () => ({ status: 400, body: { message: 'Your current password is incorrect.' } }) });
    const { store } = await openPrivacy();

    click('Delete Account');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong-password' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);

    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Your current password is incorrect.')).toBeTruthy();
    expect(store.getState().session.user).not.toBeNull();
  });
});
