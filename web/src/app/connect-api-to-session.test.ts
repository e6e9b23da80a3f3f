import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/shared/api/api-client';
import { writeAuthToken } from '@/shared/session/auth-token-cookie';
import { sessionStarted } from '@/shared/session/session-slice';
import { testUser } from '@/testing/users';
import { connectApiToSession } from './connect-api-to-session';
import { createAppStore } from './store';

describe('connectApiToSession', () => {
  it('sends the cookie token while the session holds one', async () => {
    const store = createAppStore();
    connectApiToSession(store, vi.fn(), () => '/');
    writeAuthToken('tok-abc');
    store.dispatch(sessionStarted({ user: testUser({ userType: 'customer' }) }));
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/jobs');

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-abc' });
  });

  it('clears the session and goes to /login on a 401', async () => {
    const store = createAppStore();
    const navigate = vi.fn();
    connectApiToSession(store, navigate, () => '/dashboard');
    writeAuthToken('tok-abc');
    store.dispatch(sessionStarted({ user: testUser({ userType: 'admin' }) }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"no"}', { status: 401 })),
    );

    await expect(apiRequest('/auth/user')).rejects.toMatchObject({ status: 401 });

    expect(store.getState().session).toEqual({
      user: null,
      hasToken: false,
      isImpersonating: false,
      checked: true,
    });
    expect(document.cookie).not.toContain('tok-abc');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not navigate again when already on /login', async () => {
    const navigate = vi.fn();
    connectApiToSession(createAppStore(), navigate, () => '/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );

    await expect(apiRequest('/auth/user')).rejects.toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
