import { describe, expect, it, vi } from 'vitest';
import manifest from '../../../public/manifest.webmanifest?raw';
import source from '../../../public/sw.js?raw';

/** public/sw.js run against a stand-in of its global scope: the handlers it adds, and what they call. */
function loadWorker(
  windows: { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }[] = [],
) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL('https://www.localpros.co.uk/sw.js'),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(self);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, dispatch };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('the service worker', () => {
  it('shows a push as a notification tagged by its job, which replaces the earlier one', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushEvent({ title: 'New lead', body: 'End of tenancy clean in SW4', link: '/dashboard/leads', tag: 'job-1' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('New lead', {
      body: 'End of tenancy clean in SW4',
      tag: 'job-1',
      renotify: true,
      icon: '/icons/icon-192.png',
      lang: 'en-GB',
      data: { link: '/dashboard/leads' },
    });
  });

  it("opens the notification's page on this site only, or focuses a window already on it", async () => {
    const close = vi.fn();
    const click = (link: string) => ({ notification: { close, data: { link } } });
    const empty = loadWorker();
    await empty.dispatch('notificationclick', click('/dashboard/leads'));
    expect(close).toHaveBeenCalled();
    expect(empty.self.clients.openWindow).toHaveBeenCalledWith('https://www.localpros.co.uk/dashboard/leads');
    await empty.dispatch('notificationclick', click('https://evil.example/phish'));
    expect(empty.self.clients.openWindow).toHaveBeenLastCalledWith('https://www.localpros.co.uk');

    const open = { url: 'https://www.localpros.co.uk/dashboard/leads', focus: vi.fn(async () => open) };
    const withWindow = loadWorker([open]);
    await withWindow.dispatch('notificationclick', click('/dashboard/leads'));
    expect(open.focus).toHaveBeenCalled();
    expect(withWindow.self.clients.openWindow).not.toHaveBeenCalled();
  });
});

describe('the web app manifest', () => {
  it('installs LocalPros standalone, with icons a phone can use', () => {
    const parsed = JSON.parse(manifest) as Record<string, unknown> & { icons: { sizes: string; purpose: string }[] };
    expect(parsed).toMatchObject({
      name: 'LocalPros',
      display: 'standalone',
      start_url: '/dashboard',
      theme_color: '#007EC7',
    });
    expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
