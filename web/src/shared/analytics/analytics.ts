import { hasAnalyticsConsent } from '@/shared/consent/consent';
import { dataLayer, startTagManager, stopTagManager } from './tag-manager';

/**
 * Conversion events the marketing team follows. Their parameters describe the event (a package,
 * a kind of job), never the person: no names, e-mails, phone numbers, postcodes or ids of people.
 */
export type ConversionEvent = 'job_posted' | 'business_registered' | 'subscribed';
export type EventParams = Record<string, string | number | boolean>;

let reporting = false;

/** Starts or stops the tag manager to match the consent and the configured container. */
export function syncAnalytics(containerId: string | null | undefined): void {
  const shouldReport = Boolean(containerId) && hasAnalyticsConsent();
  if (shouldReport && !reporting && containerId) {
    startTagManager(containerId);
    reporting = true;
  } else if (!shouldReport && reporting) {
    reporting = false;
    stopTagManager();
  }
}

/** Whether events are reported now (consent given and a container configured). */
export function isReporting(): boolean {
  return reporting && hasAnalyticsConsent();
}

/** A page view; the path only: query strings can carry codes and e-mail addresses. */
export function trackPageView(pathname: string): void {
  if (!isReporting()) return;
  dataLayer().push({ event: 'page_view', page_path: pathname, page_location: `${window.location.origin}${pathname}` });
}

/** A named conversion; dropped (not queued) without consent. */
export function track(event: ConversionEvent, params: EventParams = {}): void {
  if (!isReporting()) return;
  dataLayer().push({ ...params, event });
}

/** Tests start with the tag manager stopped. */
export function resetAnalyticsForTests(): void {
  reporting = false;
}
