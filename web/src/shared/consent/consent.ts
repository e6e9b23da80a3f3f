import { useSyncExternalStore } from 'react';
import { type ConsentChoice, consentPolicyVersion, readConsent, writeConsent } from './consent-storage';

/**
 * The cookie choice for the whole app: the banner writes it, the analytics read it, and the
 * footer's "Cookie settings" link asks the banner to open (shared code cannot import the
 * consent feature, so it goes through this small store).
 */
interface ConsentState {
  choice: ConsentChoice | null;
  /** The visitor asked to see the settings (footer link, cookies policy page). */
  settingsOpen: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState = { choice: null, settingsOpen: false };
let loaded = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function current(): ConsentState {
  if (!loaded) {
    loaded = true;
    const store = storage();
    state = { choice: store ? readConsent(store, Date.now()) : null, settingsOpen: false };
  }
  return state;
}

function update(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsent(): ConsentChoice | null {
  return current().choice;
}

/** True only after the visitor said yes to analytics (and the choice is still valid). */
export function hasAnalyticsConsent(): boolean {
  return current().choice?.analytics === true;
}

/** Records the visitor's choice and closes the settings. */
export function chooseCookies(analytics: boolean): void {
  const choice: ConsentChoice = { analytics, decidedAt: Date.now(), version: consentPolicyVersion };
  const store = storage();
  if (store) writeConsent(store, choice);
  update({ choice, settingsOpen: false });
}

/** Opens the cookie settings (the footer's "Cookie settings" link calls this). */
export function openCookieSettings(): void {
  update({ ...current(), settingsOpen: true });
}

export function closeCookieSettings(): void {
  update({ ...current(), settingsOpen: false });
}

/**
 * What a prerendered page was rendered with: the server cannot read this browser's choice, so it
 * renders "not chosen yet" (the banner, where there are analytics to ask about); hydration starts
 * from the same, then shows the stored choice.
 */
const notChosenYet: ConsentState = { choice: null, settingsOpen: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => notChosenYet);
}

/** Tests start from a fresh store (and re-read storage). */
export function resetConsentForTests(): void {
  loaded = false;
  state = { choice: null, settingsOpen: false };
  for (const listener of listeners) listener();
}
