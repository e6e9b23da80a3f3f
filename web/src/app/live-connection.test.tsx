import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { stubApi } from '@/testing/fake-api';
import { stubEventSource } from '@/testing/fake-event-source';
import { renderApp } from '@/testing/render-app';
import { signedInAs, signedOut } from '@/testing/users';
import { AppLayout } from './app-layout';
import { connectApiToSession } from './connect-api-to-session';
import { prerenderHandle } from './prerender/prerender-handle';

/** A light page (prerendered, like the home page) and a signed-in page, in the real shell. */
const routes = [
  {
    Component: AppLayout,
    children: [
      { path: '/light', handle: prerenderHandle('src/light.tsx'), Component: () => <p>A light page</p> },
      { path: '/login', Component: () => <p>The login page</p> },
      { path: '*', Component: () => <p>A signed-in page</p> },
    ],
  },
];

afterEach(() => configureApiClient({ onUnauthenticated: () => {} }));

describe("the tab's live stream", () => {
  it('opens for a signed-in business or customer, not on a light page, and closes when they leave for one', async () => {
    stubApi();
    const events = stubEventSource();
    const { router } = renderApp({ path: '/light', routes, state: signedInAs('business') });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(events.sources).toEqual([]);

    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(events.sources).toHaveLength(1));
    expect(events.latest().url).toBe('/api/events');
    expect(events.latest().closed).toBe(false);

    await act(() => router.navigate('/light'));
    expect(events.latest().closed).toBe(true);
  });

  it('does not open for a visitor or an admin, who have no bell', async () => {
    stubApi();
    const events = stubEventSource();
    renderApp({ path: '/dashboard', routes, state: signedOut() });
    await screen.findByText('A signed-in page');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();

    renderApp({ path: '/admin', routes, state: signedInAs('admin') });
    await screen.findAllByText('A signed-in page');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(events.sources).toEqual([]);
  });

  it('ends the session as any expired one ends when the server says it is signed out', async () => {
    stubApi({ 'GET /api/auth/user': () => ({ status: 401, body: { error: 'unauthenticated' } }) });
    const events = stubEventSource();
    const { router, store } = renderApp({ path: '/dashboard', routes, state: signedInAs('customer') });
    connectApiToSession(
      store,
      (path) => void router.navigate(path),
      () => router.state.location.pathname,
    );
    await waitFor(() => expect(events.sources).toHaveLength(1));

    act(() => {
      events.latest().open();
      events.latest().end('signed_out');
    });

    expect(await screen.findByText('The login page')).toBeTruthy();
    expect(store.getState().session.user).toBeNull();
    expect(events.sources).toHaveLength(1);
    expect(events.latest().closed).toBe(true);
  });
});
