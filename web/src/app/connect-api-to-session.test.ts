import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/shared/api/api-client';
import { sessionStarted } from '@/shared/session/session-slice';
import { testUser } from '@/testing/users';
import { connectApiToSession } from './connect-api-to-session';
import { createAppStore } from './store';

describe('connectApiToSession', () => {
  it('leaves the session to the HttpOnly cookie: no token is kept or sent', async () => {
    const store = createAppStore();
    connectApiToSession(store, vi.fn(), () => '/');
    store.dispatch(sessionStarted({ user: testUser({ userType: 'customer' }) }));
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/jobs');

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(document.cookie).toBe('');
    expect(JSON.stringify(store.getState())).not.toContain('token');
  });

  it('clears the session and goes to /login on a 401', async () => {
    const store = createAppStore();
    const navigate = vi.fn();
    connectApiToSession(store, navigate, () => '/dashboard');
    store.dispatch(sessionStarted({ user: testUser({ userType: 'admin' }) }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"no"}', { status: 401 })),
    );

    await expect(apiRequest('/auth/user')).rejects.toMatchObject({ status: 401 });

    expect(store.getState().session).toEqual({ user: null, isImpersonating: false, checked: true, endedByUser: false });
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
