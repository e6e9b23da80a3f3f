// LocalPros's service worker: web push only (docs/notifications.md "Web push"). It caches nothing
// and answers no fetch: the app loads as it does without it. Registered by Settings → Notifications
// when the user turns push on for this device, never by the public pages.

self.addEventListener('install', () => {
  // A new version takes over at once: there is no cache whose pages it must keep serving.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The notification's payload: { title, body, link, tag } (services/notifications/src/push/web-push-channel.ts). */
function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, link, tag } = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(title || 'LocalPros', {
      body: body || '',
      // One notification per job: a later alert about it replaces the earlier one, and says so.
      tag: tag || undefined,
      renotify: Boolean(tag),
      icon: '/icons/icon-192.png',
      lang: 'en-GB',
      data: { link: link || '/dashboard' },
    }),
  );
});

/** Only a page of this site: a link in a payload is a path such as /dashboard/leads. */
function targetOf(notification) {
  const url = new URL(notification.data?.link || '/dashboard', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url !== target && 'navigate' in focused) {
          // A window the worker does not control cannot be navigated: open the page instead.
          if (await focused.navigate(target).catch(() => null)) return;
        } else {
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
