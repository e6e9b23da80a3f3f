import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';

async function openPersonal() {
  const view = renderApp({ path: '/dashboard/settings/personal', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Personal', level: 3 });
  return view;
}

describe('personal settings', () => {
  it('edits the name, split on the first space, and saves it', async () => {
    const fetchMock = stubApi({
      'POST /api/user': ({ body }) => ({
        body: { data: testUser({ first_name: 'Ann', last_name: 'Marie Lloyd-Jones' }), message: 'ok', echo: body },
      }),
    });
    const { store } = await openPersonal();

    expect((screen.getByLabelText('Full name') as HTMLInputElement).disabled).toBe(true);
    click('Edit');
    fill('Full name', 'Ann Marie Lloyd-Jones');
    click('Save Changes');

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/user')).toEqual([
      { name: 'Ann Marie Lloyd-Jones', first_name: 'Ann', last_name: 'Marie Lloyd-Jones' },
    ]);
    expect(store.getState().session.user).toMatchObject({ first_name: 'Ann', last_name: 'Marie Lloyd-Jones' });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).disabled).toBe(true));
  });

  it("says 'Update failed!' when saving fails", async () => {
    stubApi({ 'POST /api/user': () => ({ status: 500, body: { message: 'Internal error' } }) });
    await openPersonal();

    click('Edit');
    fill('Full name', 'Ann Smith');
    click('Save Changes');

    expect(await screen.findByText('Update failed!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('changes the e-mail in two steps: addresses and the current password, then the code', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/update-email': () => ({ body: [] }),
      'POST /api/user/confirm-update-email': ({ body }) =>
        (body as { verificationCode: string }).verificationCode === 'GOOD2345'
          ? { body: { data: testUser({ email: 'new@example.co.uk' }), message: 'Email verified successfully!' } }
          : { status: 400, body: { message: 'Invalid verification code.' } },
    });
    const { store } = await openPersonal();

    fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('New email'), { target: { value: 'new@example.co.uk' } });
    fireEvent.change(dialog.getByLabelText('Confirm new email'), { target: { value: 'other@example.co.uk' } });
    fireEvent.click(dialog.getByText('Send code'));
    expect(await dialog.findByText('The two email addresses do not match.')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Confirm new email'), { target: { value: 'new@example.co.uk' } });
    fireEvent.click(dialog.getByText('Send code'));
    expect(await dialog.findByText('Please enter your current password.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/user/update-email')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(dialog.getByText('Send code'));
    const code = await dialog.findByLabelText('Verification code');
    expect(sentBodies(fetchMock, 'PUT', '/api/user/update-email')).toEqual([
      { email: 'new@example.co.uk', confirmedEmail: 'new@example.co.uk', currentPassword: 'my-password-1' },
    ]);

    fireEvent.change(code, { target: { value: 'bad12345' } });
    fireEvent.click(dialog.getByText('Verify'));
    expect(await screen.findByText('Verification failed!')).toBeTruthy();
    expect(screen.getByText('Invalid verification code.')).toBeTruthy();

    fireEvent.change(code, { target: { value: 'good2345' } });
    fireEvent.click(dialog.getByText('Verify'));
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(store.getState().session.user?.email).toBe('new@example.co.uk');
    // The password went with the first step only.
    expect(sentBodies(fetchMock, 'POST', '/api/user/confirm-update-email').at(-1)).toEqual({
      email: 'new@example.co.uk',
      confirmedEmail: 'new@example.co.uk',
      verificationCode: 'GOOD2345',
    });
  });

  it("shows 'Email Update Failed!' with the server's message when the address is refused", async () => {
    stubApi({
      'PUT /api/user/update-email': () => ({ status: 400, body: { message: 'This email is already registered' } }),
    });
    await openPersonal();

    fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('New email'), { target: { value: 'taken@example.co.uk' } });
    fireEvent.change(dialog.getByLabelText('Confirm new email'), { target: { value: 'taken@example.co.uk' } });
    fireEvent.change(dialog.getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(dialog.getByText('Send code'));

    expect(await screen.findByText('Email Update Failed!')).toBeTruthy();
    expect(screen.getByText('This email is already registered')).toBeTruthy();
  });

  it('changes the mobile number in two steps, typed +44 7… and sent and shown as 07…', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/update-phone': () => ({ body: [] }),
      'POST /api/user/confirm-update-phone': () => ({
        body: { data: testUser({ mobile_number: '07700900999' }), message: 'Phone number verified successfully!' },
      }),
    });
    const { store } = await openPersonal();

    fireEvent.click(screen.getByRole('button', { name: 'Update mobile number' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('New mobile number'), { target: { value: '+44 7700 900 999' } });
    fireEvent.click(dialog.getByText('Send code'));
    fireEvent.change(await dialog.findByLabelText('Verification code'), { target: { value: 'ABCD2345' } });
    expect(dialog.getByText('07700900999')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/user/update-phone')).toEqual([{ mobile_number: '07700900999' }]);
    fireEvent.click(dialog.getByText('Verify'));

    expect(await screen.findByText('Verification successful')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/user/confirm-update-phone')).toEqual([
      { mobile_number: '07700900999', verificationCode: 'ABCD2345' },
    ]);
    expect(store.getState().session.user?.mobile_number).toBe('07700900999');
  });
});
