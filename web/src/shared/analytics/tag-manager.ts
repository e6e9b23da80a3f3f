/**
 * Google Tag Manager, added to the page only once the visitor accepts analytics cookies (PECR):
 * before that no script, no request and no cookie. Consent Mode tells the container's tags what
 * was agreed (analytics only, never advertising) and, on withdrawal, to stop.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A container id as Tag Manager writes it, e.g. GTM-AB12CD3. */
export const tagManagerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;
export const tagManagerScriptId = 'localpros-tag-manager';
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/** Cookies Google's analytics and ads tags set on this site's domain. */
const analyticsCookiePattern = /^(_ga|_gid|_gat|_gcl_|_dc_gtm_)/;

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** gtag(): Consent Mode reads the pushed arguments object, so it must not be a plain array. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: Consent Mode commands are recognised by their arguments-object shape.
  dataLayer().push(arguments);
}

function consentFor(analytics: boolean) {
  return {
    analytics_storage: analytics ? 'granted' : 'denied',
    // The banner asks about analytics only: advertising stays off.
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

/** Loads the container (once per page); a second call after a withdrawal grants consent again. */
export function startTagManager(containerId: string): void {
  if (!tagManagerIdPattern.test(containerId)) return;
  if (document.getElementById(tagManagerScriptId)) {
    gtag('consent', 'update', consentFor(true));
    return;
  }
  gtag('consent', 'default', consentFor(true));
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = tagManagerScriptId;
  script.async = true;
  script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

/**
 * Consent withdrawn: a loaded script cannot be unloaded, so the container is told consent is
 * denied (its tags stop) and the analytics cookies it set are deleted.
 */
export function stopTagManager(): void {
  if (document.getElementById(tagManagerScriptId)) gtag('consent', 'update', consentFor(false));
  deleteAnalyticsCookies();
}

/** Expires every analytics cookie on this host and each parent domain it could have been set on. */
export function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => analyticsCookiePattern.test(name));
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))];
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; expiring a cookie needs this.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=.${domain}` : ''}`;
    }
  }
}
