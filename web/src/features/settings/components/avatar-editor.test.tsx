import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { click } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs, testUser } from '@/testing/users';

async function openPersonalInEditMode() {
  const view = renderApp({ path: '/dashboard/settings/personal', state: signedInAs('customer') });
  await screen.findByRole('heading', { name: 'Personal', level: 3 });
  click('Edit');
  return view;
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Profile picture file'), { target: { files: [file] } });
}

function imageOf(type: string, bytes: number, name = 'me.png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function userPosts(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url, init]) => url === '/api/user' && init?.method === 'POST');
}

describe('avatar upload', () => {
  it('is offered in edit mode only', async () => {
    stubApi();
    renderApp({ path: '/dashboard/settings/personal', state: signedInAs('customer') });
    await screen.findByRole('heading', { name: 'Personal', level: 3 });

    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    click('Edit');
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeTruthy();
  });

  it('refuses a file that is not JPG, PNG or HEIF, without uploading it', async () => {
    const fetchMock = stubApi();
    await openPersonalInEditMode();

    choose(imageOf('image/gif', 100, 'me.gif'));

    expect(await screen.findByText('Invalid file type! JPG, PNG, or HEIF only.')).toBeTruthy();
    expect(userPosts(fetchMock)).toHaveLength(0);
  });

  it('refuses a file over 2 MB, without uploading it', async () => {
    const fetchMock = stubApi();
    await openPersonalInEditMode();

    choose(imageOf('image/jpeg', 2 * 1024 * 1024 + 1, 'big.jpg'));

    expect(await screen.findByText('File size exceeds 2MB!')).toBeTruthy();
    expect(userPosts(fetchMock)).toHaveLength(0);
  });

  it('uploads a valid picture as multipart with the name fields and shows it', async () => {
    const updated = testUser({ avatar: '/api/user/avatar/img-1' });
    const fetchMock = stubApi({ 'POST /api/user': () => ({ body: { data: updated, message: 'ok' } }) });
    const { store } = await openPersonalInEditMode();

    choose(imageOf('image/png', 1024));

    expect(await screen.findByText('Profile Image Uploaded successfully')).toBeTruthy();
    const [, init] = userPosts(fetchMock)[0] as [string, RequestInit];
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('avatar') as File).name).toBe('me.png');
    expect(body.get('first_name')).toBe('Sam');
    expect(body.get('last_name')).toBe('Smith');
    expect(init.headers).not.toHaveProperty('Content-Type');
    await waitFor(() => expect(store.getState().session.user?.avatar).toBe('/api/user/avatar/img-1'));
    expect(screen.getByRole('button', { name: 'Delete picture' })).toBeTruthy();
  });

  it('says so when the server refuses the picture', async () => {
    stubApi({ 'POST /api/user': () => ({ status: 413, body: { message: 'File size exceeds 2MB!' } }) });
    await openPersonalInEditMode();

    choose(imageOf('image/png', 1024));

    expect(await screen.findByText('Error uploading image, please try again later')).toBeTruthy();
  });
});
