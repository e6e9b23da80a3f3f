import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LiveEventsProvider } from '@/shared/live/live-events';
import { type ApiHandler, heldAnswer, sentBodies, stubApi } from '@/testing/fake-api';
import { stubEventSource, testNotification } from '@/testing/fake-event-source';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { bellTexts, NotificationBell } from './notification-bell';

/** The bell over a page, with the tab's live stream open (app/app-layout.tsx holds both in the app). */
function Shell() {
  return (
    <LiveEventsProvider userId="u1" enabled>
      <NotificationBell />
      <Outlet />
    </LiveEventsProvider>
  );
}

const routes = [
  {
    Component: Shell,
    children: [
      { path: '/dashboard/*', Component: () => <p>The dashboard</p> },
      { path: '*', Component: () => <p>Another page</p> },
    ],
  },
];

const quote = testNotification({
  id: '41',
  kind: 'quote_received',
  title: 'New quote: Oven clean',
  link: '/dashboard/quoted',
});
const accepted = testNotification({
  id: '40',
  kind: 'job_completed',
  title: 'Job completed: Window clean',
  link: '/dashboard/history',
  read: true,
});

function openShell(handlers: Record<string, ApiHandler> = {}, impersonating = false) {
  const fetchMock = stubApi(handlers);
  const events = stubEventSource();
  const view = renderApp({ path: '/somewhere', routes, state: signedInAs('customer', { impersonating }) });
  return { fetchMock, events, ...view };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

async function openPanel() {
  fireEvent.click(await bell());
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications with their links and marks one read when opened', async () => {
    const { fetchMock, router } = openShell({
      'GET /api/notifications': () => ({ body: { notifications: [quote, accepted], unreadCount: 1 } }),
      'POST /api/notifications/read': () => ({ body: { unreadCount: 0 } }),
    });

    const button = await bell('Notifications, 1 unread');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = await openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the panel.
    expect(panel.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    const links = panel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Unread: New quote: Oven clean'),
      expect.stringContaining('Job completed: Window clean'),
    ]);
    expect(links[1]?.textContent).not.toContain('Unread');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/quoted', '/dashboard/history']);

    fireEvent.click(panel.getByRole('link', { name: /New quote: Oven clean/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/quoted'));
    expect(await bell('Notifications')).toBe(document.activeElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/notifications/read')).toEqual([{ ids: ['41'] }]));
  });

  it('says so while loading and when there is nothing yet, with Mark all as read disabled', async () => {
    const held = heldAnswer();
    openShell({ 'GET /api/notifications': held.handler });

    const panel = await openPanel();
    expect(panel.getByRole('status').textContent).toBe(bellTexts.loading);
    held.release({ body: { notifications: [], unreadCount: 0 } });

    expect(await panel.findByText('No notifications yet')).toBeTruthy();
    expect((panel.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    openShell({
      'GET /api/notifications': () =>
        fail ? { status: 500, body: { message: 'Down' } } : { body: { notifications: [quote], unreadCount: 1 } },
    });

    const panel = await openPanel();
    const alert = within(await panel.findByRole('alert'));
    expect(alert.getByText(bellTexts.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(alert.getByRole('button', { name: 'Try again' }));

    expect(await panel.findByRole('link', { name: /New quote: Oven clean/ })).toBeTruthy();
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('counts what the live stream brings, once each, and marks all read', async () => {
    const { fetchMock, events } = openShell({
      'GET /api/notifications': () => ({ body: { notifications: [quote], unreadCount: 1 } }),
      'POST /api/notifications/read': () => ({ body: { unreadCount: 0 } }),
    });
    await bell('Notifications, 1 unread');
    const stream = events.latest();
    expect(stream.url).toBe('/api/events');

    const review = testNotification({ id: '42', kind: 'review_received', title: 'New review: 5 stars' });
    act(() => {
      stream.open();
      stream.notify(review);
      stream.notify(review);
      // The page already holds this one (a resumed stream may send it again).
      stream.notify(quote);
      // Not a bell notification.
      stream.notify(testNotification({ id: '43', kind: 'lead_withdrawn' }));
    });
    expect(await bell('Notifications, 2 unread')).toBeTruthy();

    const panel = await openPanel();
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('New review: 5 stars'),
      expect.stringContaining('New quote: Oven clean'),
    ]);
    fireEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).toBeTruthy();
    expect(panel.queryByText(/Unread:/)).toBeNull();
    expect(sentBodies(fetchMock, 'POST', '/api/notifications/read')).toEqual([{ all: true }]);
  });

  it('closes on Escape and on a click elsewhere, focus back on the bell after Escape', async () => {
    openShell();
    await openPanel();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(await bell());

    await openPanel();
    fireEvent.pointerDown(screen.getByText('Another page'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows what failed when marking read fails, and the count comes back from the server', async () => {
    openShell({
      'GET /api/notifications': () => ({ body: { notifications: [quote], unreadCount: 1 } }),
      'POST /api/notifications/read': () => ({ status: 503, body: { message: 'Down' } }),
    });
    await bell('Notifications, 1 unread');
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));

    expect((await panel.findByRole('alert')).textContent).toBe(bellTexts.markFailed);
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('leaves them unread for the user when an admin acting as the user opens one', async () => {
    const { fetchMock, router } = openShell(
      { 'GET /api/notifications': () => ({ body: { notifications: [quote], unreadCount: 1 } }) },
      true,
    );
    await bell('Notifications, 1 unread');
    const panel = await openPanel();
    expect(panel.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    fireEvent.click(panel.getByRole('link', { name: /New quote: Oven clean/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/quoted'));
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/notifications/read')).toEqual([]);
  });

  it('loads older ones on demand, after the last one shown', async () => {
    const page = Array.from({ length: 20 }, (_, i) =>
      testNotification({ id: String(500 - i), title: `Update ${500 - i}`, read: true }),
    );
    const older = testNotification({ id: '480', title: 'The oldest update', read: true });
    openShell({
      'GET /api/notifications': () => ({ body: { notifications: page, unreadCount: 0 } }),
      'GET /api/notifications?before=481&limit=20': () => ({ body: { notifications: [older], unreadCount: 0 } }),
    });

    const panel = await openPanel();
    await panel.findByRole('link', { name: /Update 481/ });
    fireEvent.click(panel.getByRole('button', { name: 'Show older notifications' }));

    expect(await panel.findByRole('link', { name: /The oldest update/ })).toBeTruthy();
    expect(panel.getAllByRole('link')).toHaveLength(21);
    // Fewer than a page came back: nothing older is left.
    expect(panel.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });
});
