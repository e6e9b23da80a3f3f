/**
 * Signed out here: this browser stops being subscribed to the user's web push. The server already
 * dropped the subscription with the session (notifications' SessionsEnded consumer); this forgets
 * the browser's own, so the next person to sign in here finds push off in Settings, not a switch
 * that says "on" while nothing arrives. Best effort: a browser without push, or one that refuses,
 * changes nothing about signing out.
 */
export async function forgetBrowserPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to forget, or the browser would not: the server sends to it no more either way.
  }
}
