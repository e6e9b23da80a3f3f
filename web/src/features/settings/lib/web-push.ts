import { getPushPublicKey, removePushSubscription, savePushSubscription } from '../api/push-subscriptions';

/**
 * Web push on this device (docs/notifications.md "Web push"): the service worker (public/sw.js)
 * shows the alerts; this registers it, asks the browser for permission and a PushSubscription, and
 * tells the BFF. The worker is registered here only, when the user turns push on: the public pages
 * never load it.
 */

/** Where this device stands: no Push API; notifications blocked; push off; push on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await existingSubscription()) ? 'on' : 'off';
}

/** The VAPID key as PushManager takes it: base64url → bytes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission (it must follow the user's tap), subscribes and stores the subscription. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const [publicKey] = await Promise.all([getPushPublicKey(), navigator.serviceWorker.register(WORKER_URL)]);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  try {
    await savePushSubscription({
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    });
  } catch (error) {
    // Not stored: the browser keeps no subscription that nothing sends to.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Unsubscribes this browser and forgets it on the server. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return pushState();
}
