import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import { applicationServerKeyOf } from '../lib/web-push';

const settings = {
  notificationChannels: { email: true, sms: false, smsQuietHours: true, leadEmails: 'each' },
  notifiableEvents: {
    messages: true,
    newsletters: false,
    specialOffers: false,
    recommendations: false,
    newJobLeads: true,
  },
};
const publicKey = 'BDAaN052KAE2RlSBwHkWa8rFe5cGbiAjVKxElLPWhxBsWb4wEfOrGGPFcH5g5SL9SAlU1J-bDYQSvzybqVr7k48';
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** A browser with the Push API: permission as given, a subscription once subscribe() was called. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    subscription = { endpoint, unsubscribe, toJSON: () => ({ endpoint, keys }) } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const Notification = { permission, requestPermission: vi.fn(async () => answer) };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: async () => (register.mock.calls.length ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  return { subscribe, unsubscribe, register, Notification };
}

function openNotifications() {
  return renderApp({ path: '/dashboard/settings/notifications', state: signedInAs('business') });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Push notifications on this device', () => {
  it('asks permission, registers the worker, subscribes with the VAPID key and stores the subscription; and back off', async () => {
    const browser = browserWithPush('default');
    const fetchMock = stubApi({
      'GET /api/notifications/settings': () => ({ body: settings }),
      'GET /api/push/public-key': () => ({ body: { publicKey } }),
      'POST /api/push-subscriptions': () => ({
        status: 201,
        body: { message: 'on', subscription: { id: 's', createdAt: '' } },
      }),
      'DELETE /api/push-subscriptions': () => ({ body: { message: 'off', removed: true } }),
    });
    openNotifications();

    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
    expect(push.hasAttribute('disabled')).toBe(false);
    fireEvent.click(push);

    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('true'));
    expect(browser.Notification.requestPermission).toHaveBeenCalled();
    expect(browser.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(publicKey),
    });
    expect(sentBodies(fetchMock, 'POST', '/api/push-subscriptions')).toEqual([{ endpoint, keys }]);
    expect(screen.getByText(/This device gets push notifications/)).toBeTruthy();

    browser.Notification.permission = 'granted';
    fireEvent.click(push);
    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
    expect(sentBodies(fetchMock, 'DELETE', '/api/push-subscriptions')).toEqual([{ endpoint }]);
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('says when notifications are blocked, and when the browser has no push at all', async () => {
    browserWithPush('denied');
    stubApi({ 'GET /api/notifications/settings': () => ({ body: settings }) });
    const { unmount } = openNotifications();
    const blocked = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(blocked.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/Notifications are blocked for LocalPros/)).toBeTruthy();
    unmount();

    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    stubApi({ 'GET /api/notifications/settings': () => ({ body: settings }) });
    openNotifications();
    expect(await screen.findByText(/add LocalPros to your Home Screen/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Push notifications on this device' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('turns the VAPID key into the bytes PushManager takes', () => {
    const bytes = applicationServerKeyOf(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
