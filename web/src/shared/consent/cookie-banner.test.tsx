import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAnalyticsForTests } from '@/shared/analytics/analytics';
import { callCount, stubApi } from '@/testing/fake-api';
import { getConsent, openCookieSettings, resetConsentForTests } from './consent';
import { CookieBanner } from './cookie-banner';

function renderBanner(tagManagerId?: string) {
  const fetchMock = stubApi({
    'GET /api/platform': () => ({ body: { platform: 'production', ...(tagManagerId ? { tagManagerId } : {}) } }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CookieBanner />
            <main id="main-content" tabIndex={-1}>
              Page
            </main>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return fetchMock;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on LocalPros' });

describe('the cookie banner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentForTests();
    resetAnalyticsForTests();
  });
  afterEach(() => {
    delete window.dataLayer;
    document.getElementById('localpros-tag-manager')?.remove();
  });

  it('asks with Accept all and Reject all side by side, equally styled, and a link to the policy', async () => {
    renderBanner('GTM-TEST123');
    await waitFor(() => expect(banner()).not.toBeNull());

    const accept = screen.getByRole('button', { name: 'Accept all' });
    const reject = screen.getByRole('button', { name: 'Reject all' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'Read our cookies policy' }).getAttribute('href')).toBe('/cookies');
  });

  it('Reject all records the choice, closes the banner and moves focus to the page', async () => {
    renderBanner('GTM-TEST123');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));

    expect(banner()).toBeNull();
    expect(getConsent()?.analytics).toBe(false);
    expect(document.activeElement?.id).toBe('main-content');
    expect(screen.getByRole('status').textContent).toContain('You have rejected analytics cookies.');
  });

  it('Choose cookies shows an analytics switch, off until ticked, and saves what was chosen', async () => {
    renderBanner('GTM-TEST123');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose cookies' }));
    const analytics = screen.getByRole('checkbox', { name: /Analytics cookies/ });
    expect((analytics as HTMLInputElement).checked).toBe(false);

    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(getConsent()?.analytics).toBe(true);
    expect(banner()).toBeNull();
  });

  it('Cookie settings reopens it with the choice as it stands, focused, and it can be changed', async () => {
    renderBanner('GTM-TEST123');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();

    act(() => openCookieSettings());

    expect(banner()).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Cookies on LocalPros');
    const analytics = screen.getByRole('checkbox', { name: /Analytics cookies/ }) as HTMLInputElement;
    expect(analytics.checked).toBe(true);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(getConsent()?.analytics).toBe(false);
  });

  it('does not ask when the site has no analytics, but Cookie settings still opens', async () => {
    const fetchMock = renderBanner(undefined);
    await waitFor(() => expect(callCount(fetchMock, 'GET', '/api/platform')).toBe(1));
    expect(banner()).toBeNull();

    act(() => openCookieSettings());
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    expect(getConsent()).toBeNull();
  });
});
