import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetBrowserPush } from './forget-browser-push';

/** A browser whose service worker holds a push subscription (or none). */
function browserWith(subscription: { unsubscribe: () => Promise<boolean> } | null) {
  const getRegistration = vi.fn(async (_scope: string) => ({
    pushManager: { getSubscription: async () => subscription },
  }));
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration } });
  return getRegistration;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out forgets this browser’s push subscription', () => {
  it('unsubscribes the subscription of the app’s service worker', async () => {
    const unsubscribe = vi.fn(async () => true);
    const getRegistration = browserWith({ unsubscribe });
    await forgetBrowserPush();
    expect(getRegistration).toHaveBeenCalledWith('/');
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing, and never fails the sign-out, without push or when the browser refuses', async () => {
    browserWith(null);
    await expect(forgetBrowserPush()).resolves.toBeUndefined();
    browserWith({ unsubscribe: () => Promise.reject(new Error('InvalidStateError')) });
    await expect(forgetBrowserPush()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', {});
    await expect(forgetBrowserPush()).resolves.toBeUndefined();
  });
});
