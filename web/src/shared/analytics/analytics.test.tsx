import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseCookies, resetConsentForTests } from '@/shared/consent/consent';
import { callCount, stubApi } from '@/testing/fake-api';
import { resetAnalyticsForTests, track } from './analytics';
import { tagManagerScriptId } from './tag-manager';
import { Analytics } from './use-analytics';

const container = 'GTM-TEST123';

function renderAnalytics(tagManagerId: string | undefined, path = '/') {
  const fetchMock = stubApi({
    'GET /api/platform': () => ({ body: { platform: 'production', ...(tagManagerId ? { tagManagerId } : {}) } }),
  });
  const router = createMemoryRouter([{ path: '*', element: <Analytics /> }], { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, fetchMock };
}

const tagManagerScript = () => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
const pushed = () => (window.dataLayer ?? []).filter((entry) => !isArguments(entry)) as Record<string, unknown>[];
const consentCommands = () =>
  (window.dataLayer ?? []).filter(isArguments).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => pushed().filter((entry) => entry.event === name);

/** Sets or expires a cookie as the tags would (the Cookie Store API is not in jsdom). */
function writeCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = text;
}

function isArguments(value: unknown): boolean {
  return Object.prototype.toString.call(value) === '[object Arguments]';
}

function reset() {
  window.localStorage.clear();
  resetConsentForTests();
  resetAnalyticsForTests();
  delete window.dataLayer;
  document.getElementById(tagManagerScriptId)?.remove();
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

describe('analytics and the cookie choice (PECR)', () => {
  beforeEach(reset);
  afterEach(reset);

  it('before any choice: no tag manager script, no dataLayer, and events are dropped', async () => {
    const { fetchMock } = renderAnalytics(container, '/post-a-job');
    await waitFor(() => expect(callCount(fetchMock, 'GET', '/api/platform')).toBe(1));

    track('job_posted', { job_type: 'residential' });

    expect(tagManagerScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    // Nothing but the app's own API was asked.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/platform']);
  });

  it('after Accept all: loads the container, reports page views on route changes and named events', async () => {
    const { router } = renderAnalytics(container, '/post-a-job?code=123456');
    await waitFor(() => expect(window.localStorage.length).toBe(0));

    act(() => chooseCookies(true));

    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
    expect(tagManagerScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(tagManagerScript()?.async).toBe(true);
    expect(events('gtm.js')).toHaveLength(1);
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    // The path only: the query string (codes, e-mail addresses) is never reported.
    expect(events('page_view').map((e) => e.page_path)).toEqual(['/post-a-job']);

    await act(() => router.navigate('/packages'));
    await waitFor(() => expect(events('page_view').map((e) => e.page_path)).toEqual(['/post-a-job', '/packages']));

    track('job_posted', { job_type: 'residential' });
    expect(events('job_posted')).toEqual([{ event: 'job_posted', job_type: 'residential' }]);
    expect(JSON.parse(window.localStorage.getItem('localpros:cookie-consent') ?? '{}')).toMatchObject({
      analytics: true,
      version: 1,
    });
  });

  it('after Reject all: nothing loads and nothing is reported, on any page', async () => {
    const { router } = renderAnalytics(container, '/');
    act(() => chooseCookies(false));
    await act(() => router.navigate('/packages'));
    track('subscribed', { package: 'premium' });

    expect(tagManagerScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('withdrawing consent stops the reports, denies consent to the tags and deletes the analytics cookies', async () => {
    const { router } = renderAnalytics(container, '/');
    act(() => chooseCookies(true));
    await waitFor(() => expect(events('page_view')).toHaveLength(1));
    writeCookie('_ga=GA1.1.123.456; path=/');
    writeCookie('_ga_ABC123=GS1.1.789; path=/');
    writeCookie('keep_me=1; path=/');

    act(() => chooseCookies(false));
    await act(() => router.navigate('/packages'));
    track('business_registered');

    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(events('page_view')).toHaveLength(1);
    expect(events('business_registered')).toHaveLength(0);
    expect(document.cookie).not.toContain('_ga');
    expect(document.cookie).toContain('keep_me=1');
  });

  it('with no container configured, accepting loads nothing and logs no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const { fetchMock } = renderAnalytics(undefined, '/');
    await waitFor(() => expect(callCount(fetchMock, 'GET', '/api/platform')).toBe(1));

    act(() => chooseCookies(true));
    track('subscribed', { package: 'standard' });

    expect(tagManagerScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });
});
