/**
 * axe-core (WCAG 2.0–2.2, A and AA) on every page of the web app, as a visitor, a customer, a
 * business and an admin, at 1280 px and 375 px, plus the states a page can be in: a form's
 * error messages, an open dialog, an open dropdown (issue 15: 0 violations).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { desktop, hasChromium, mobile, useChromiumOnEmbedded } from '../support/browser.js';

if (!hasChromium) {
  console.warn('Skipping accessibility tests: /usr/bin/chromium is missing (apt-get install -y chromium).');
}

const pagesBy = {
  visitor: [
    '/',
    '/post-a-job',
    '/login',
    '/register/customer',
    '/register/business',
    '/packages',
    '/packages/premium',
    '/get-more-leads',
    '/contact-us',
    '/privacy-policy',
    '/terms-of-service',
    '/terms-of-use',
    '/cookies',
    '/review-policy',
    '/services/cleaning',
    '/services/cleaning/end-of-tenancy-cleaning',
    '/forgot-password',
    '/no-such-page',
    '/admin/login',
    '/dev/mailbox',
  ],
  customer: [
    '/dashboard',
    '/dashboard/quoted',
    '/dashboard/progress',
    '/dashboard/history',
    '/dashboard/settings/personal',
    '/dashboard/settings/privacy',
  ],
  business: [
    '/dashboard',
    '/dashboard/quoted',
    '/dashboard/progress',
    '/dashboard/history',
    '/dashboard/insights',
    '/dashboard/settings/business',
    '/dashboard/settings/billing',
  ],
  admin: [
    '/admin/dashboard',
    '/admin/customers',
    '/admin/businesses',
    '/admin/jobs',
    '/admin/categories',
    '/admin/reviews',
    '/admin/reports',
    '/admin/promo-codes',
    '/admin/contact-messages',
    '/admin/settings/audit-log',
  ],
} as const;

type Who = keyof typeof pagesBy;

/** Pages loaded and checked at once. */
const pagesAtOnce = 2;

/** Runs `work` on every item, at most `limit` at a time. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

describe.skipIf(!hasChromium)('accessibility (axe, WCAG 2.2 AA) in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'a11y',
    // The demo accounts, and an admin signing in with the password alone, to reach every page quickly.
    env: { PLATFORM: 'local', DEMO_DATA: 'true', ADMIN_PASSWORD_LOGIN: 'true', LOGIN_RATE_LIMIT_PER_IP: '10000' },
  });

  async function signIn(who: Who) {
    if (who === 'visitor') return;
    const base = browser.server().url;
    const response = await browser.context().request.post(`${base}/api/auth/login`, {
      data: { email: `${who}@localpros.test`, password: 'LocalPros123!' },
      headers: { origin: base },
    });
    if (!response.ok()) throw new Error(`${who} could not sign in: ${response.status()} ${await response.text()}`);
  }

  /** The page once its data has loaded (no request for half a second). */
  async function settled(path: string, viewport: typeof desktop): Promise<Page> {
    const page = await browser.open(path, viewport);
    await page.waitForLoadState('networkidle');
    await page.locator('main').first().waitFor();
    return page;
  }

  // One test per role; its pages are checked two at a time, so one loads while the other runs axe
  // (203 → 151 s for the file; four at a time gained nothing more). Every page is checked, and a
  // failure lists each page with its violations.
  for (const who of Object.keys(pagesBy) as Who[]) {
    it(`finds no violation on the ${who}'s pages`, async () => {
      await signIn(who);
      // Every page on a desktop; on a phone the public pages and each role's first page (the
      // phone layout: bottom navigation, stacked cards) — the rest share those parts, but for the
      // business's Insights, whose chart and table are its own.
      const onPhone = (path: string) => who === 'visitor' || path === pagesBy[who][0] || path === '/dashboard/insights';
      const checks = pagesBy[who].flatMap((path) =>
        (onPhone(path) ? [desktop, mobile] : [desktop]).map((viewport) => ({
          path,
          viewport,
        })),
      );
      const failures: string[] = [];
      await inTurns(checks, pagesAtOnce, async ({ path, viewport }) => {
        const page = await settled(path, viewport);
        try {
          await expectAccessible(page, `${path} (${who}, ${viewport.width} px)`);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        } finally {
          await page.close();
        }
      });
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('finds no violation in error states, an open dialog or an open dropdown', async () => {
    // A form that explains what is missing.
    const register = await settled('/register/customer', mobile);
    await register.getByRole('button', { name: 'Create account' }).click();
    await register.locator('.ant-form-item-explain-error').first().waitFor();
    await expectAccessible(register, 'the customer registration form with its errors (375 px)');

    // The business registration's category dropdown, open.
    const business = await settled('/register/business', desktop);
    await business.getByRole('combobox').first().click();
    // antd draws the visible options as plain items beside an accessible listbox of the same options.
    await business.locator('.ant-select-item-option').first().waitFor();
    await expectAccessible(business, 'business registration with its first dropdown open');

    // The delete-account dialog.
    await signIn('customer');
    const privacy = await settled('/dashboard/settings/privacy', desktop);
    await privacy.getByRole('button', { name: 'Delete account' }).click();
    await privacy.getByRole('dialog').waitFor();
    await expectAccessible(privacy, 'the delete-account dialog');

    // A business's Insights with a year of history (the demo business has none yet): chart, table
    // and quote comparisons, on a phone.
    await signIn('business');
    await browser.context().route('**/api/business/insights', (route) => route.fulfill({ json: insightsWithHistory }));
    const insights = await settled('/dashboard/insights', mobile);
    await insights.getByRole('region', { name: 'Your leads, quotes and wins by month' }).waitFor();
    await expectAccessible(insights, 'Insights with a year of history (375 px)');
    await browser.context().unroute('**/api/business/insights');
  });
});

/** GET /api/business/insights for a business with a year of leads, quotes and wins. */
const insightsWithHistory = {
  months: Array.from({ length: 12 }, (_, i) => {
    const received = 4 + ((i * 5) % 9);
    const quoted = Math.floor(received / 2);
    const won = Math.floor(quoted / 3);
    return {
      month: new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7),
      received,
      interested: received - 1,
      quoted,
      won,
      winRate: won / quoted,
      medianResponseMinutes: 20 + i * 9,
    };
  }),
  totals: { received: 90, interested: 78, quoted: 42, won: 12, winRate: 12 / 42 },
  quoteComparisons: [
    {
      serviceId: 's1',
      serviceName: 'End of tenancy cleaning',
      rateType: 'flat',
      quotes: 20,
      median: 230.5,
      localBusinesses: 7,
      localMedian: 250,
    },
    {
      serviceId: 's2',
      serviceName: 'Office cleaning',
      rateType: 'hourly',
      quotes: 3,
      median: 18,
      localBusinesses: 4,
      localMedian: null,
    },
  ],
  localMinimumBusinesses: 5,
};
