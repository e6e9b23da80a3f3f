import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const verifyUrl = '/api/auth/verify/ABCD2345';

function verifyCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url, init]) => url === verifyUrl && init?.method === 'POST');
}

describe('the verification link on the home page', () => {
  it('verifies once, shows the green toast and takes the code out of the address', async () => {
    const fetchMock = stubApi({ [`POST ${verifyUrl}`]: () => ({ body: [] }) });
    const { router } = renderApp({ path: '/?code=ABCD2345&user_type=business' });

    const toast = await screen.findByText('Account verification successful');
    expect(toast.closest('.ant-notification-notice-success')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Find trusted local cleaners', level: 1 })).toBeTruthy();
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it("shows a red toast with the server's message when the code is refused", async () => {
    const fetchMock = stubApi({
      [`POST ${verifyUrl}`]: () => ({
        status: 400,
        body: { message: 'This verification code is invalid or has expired' },
      }),
    });
    const { router } = renderApp({ path: '/?code=ABCD2345&user_type=business' });

    const toast = await screen.findByText('Error, This verification code is invalid or has expired');
    expect(toast.closest('.ant-notification-notice-error')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it('does nothing without both code and user_type', async () => {
    const fetchMock = stubApi();
    renderApp({ path: '/?code=ABCD2345' });

    await screen.findByRole('heading', { name: 'Find trusted local cleaners', level: 1 });
    expect(verifyCalls(fetchMock)).toHaveLength(0);
  });
});
