/// <reference lib="dom" />
/**
 * Reviews under the DMCC Act 2024 (issue 25), in real Chromium: the business reports a review of
 * its completed job from See Reviews at phone width, the admin finds it in Reports → Reported
 * reviews and hides it with a reason, then the business sees "Hidden by LocalPros: <reason>" and its report's
 * outcome, and the public page no longer shows the review. axe checks each screen on the way.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { expectAccessible } from '../support/accessibility.js';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

if (!hasChromium) console.warn('Skipping the review moderation browser test: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
const BUSINESS = 'business@localpros.test';
const CUSTOMER = 'customer@localpros.test';
const ADMIN = 'admin@localpros.test';
const [BUSINESS_CONTEXT, ADMIN_CONTEXT] = [0, 1];

describe.skipIf(!hasChromium)('reporting a review, and the admin hiding it with a reason, in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'review-moderation',
    contexts: 2,
    // The admin signs in with the password alone here (its two-step sign-in has its own test).
    env: {
      ...accountsApiEnv,
      PLATFORM: 'local',
      DEMO_DATA: 'true',
      ADMIN_PASSWORD_LOGIN: 'true',
      OUTBOX_POLL_MS: '100',
    },
  });
  const baseUrl = () => browser.server().url;
  const api = accountsClient(() => ({ url: baseUrl() }));

  /** Signs this context in through the API (the login screen has its own tests). */
  async function signIn(email: string, which: number) {
    const response = await browser.context(which).request.post(`${baseUrl()}/api/auth/login`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** A job of the demo customer that the demo business won, finished and the customer reviewed. */
  async function reviewedJob(title: string, text: string) {
    const customer = await api.signIn(CUSTOMER, DEMO_PASSWORD);
    const business = await api.signIn(BUSINESS, DEMO_PASSWORD);
    const posted = await api.post<{ job: { id: string } }>('/job', swCleaningJob(title), customer.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    let leadId: string | undefined;
    await expect
      .poll(
        async () => {
          const { body } = await api.get<{ leads: { id: string; job: { id: string } }[] }>(
            '/business/leads',
            business.token,
          );
          leadId = body.leads.find((lead) => lead.job.id === posted.body.job.id)?.id;
          return leadId;
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
    const quote = await api.post<{ quote: { id: string } }>(
      '/quote',
      { leadId, cost: 60, rate_type: 'flat', currency: 'GBP', comments: 'Direct quote' },
      business.token,
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect((await api.post(`/quote/${quote.body.quote.id}/accept`, undefined, customer.token)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await api.post(`/job/${posted.body.job.id}/update-status`, { status: 'finished' }, customer.token)).status,
        { timeout: 20_000 },
      )
      .toBe(200);
    const reviewed = await api.post(`/job/${posted.body.job.id}/review`, { rating: 1, text }, customer.token);
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
    return business.user.id;
  }

  /** The business's History card of this job, its See Reviews dialog open. */
  async function seeReviews(page: Page, title: string) {
    await page.goto(`${baseUrl()}/dashboard/history`);
    const card = page.locator('.ant-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('button', { name: `See Reviews for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review of ${title}` });
    await dialog.waitFor();
    return dialog;
  }

  it('the business reports, the admin hides with a reason, the business sees the reason', async () => {
    const title = `Spring clean ${Date.now().toString(36)}`;
    const text = 'Worst cleaner ever, call 07700 900123 to hear about it';
    const reason = 'The review contains a phone number';
    const businessId = await reviewedJob(title, text);

    // Signed in, the business's public page offers a plain-HTML report form under each review.
    await signIn(BUSINESS, BUSINESS_CONTEXT);
    const profile = await browser.open(`/business/${businessId}`, mobile, BUSINESS_CONTEXT);
    const published = profile.getByRole('listitem').filter({ hasText: text });
    await published.getByRole('button', { name: 'Report this review' }).click();
    await published.getByRole('button', { name: 'Send report' }).click();
    await published.getByText('Choose why you are reporting this review').waitFor();
    await expectAccessible(profile, "the public page's report form with its error (375 px)");
    await published.getByRole('button', { name: 'Cancel' }).click();

    // The business, at phone width, reports the review from its completed job.
    const business = await browser.open('/dashboard/history', mobile, BUSINESS_CONTEXT);
    let dialog = await seeReviews(business, title);
    await dialog.getByText(text).waitFor();
    await dialog.getByRole('button', { name: 'Report this review' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose why you are reporting this review').waitFor();
    await expectAccessible(business, 'the report form with its error (375 px)');
    // Keyboard: the reasons are a radio group reached and chosen from the keyboard.
    await dialog.getByRole('radio', { name: 'Not written by a genuine customer' }).focus();
    await business.keyboard.press('ArrowDown');
    await business.keyboard.press('ArrowDown');
    await expect
      .poll(() => dialog.getByRole('radio', { name: "Contains someone's personal data" }).isChecked())
      .toBe(true);
    await dialog.getByLabel('Anything else we should know (optional)').fill('It has a phone number in it');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await business.getByText('Report sent to LocalPros').first().waitFor();
    await dialog.getByText('We will tell you the outcome here.', { exact: false }).waitFor();
    expect(await business.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await business.screenshot({ path: path.join(screenshotDir, 'review-reported-375.png') });

    // The admin finds it in Reports → Reported reviews and hides it, a reason required.
    await signIn(ADMIN, ADMIN_CONTEXT);
    const admin = await browser.open('/admin/reports/reviews', mobile, ADMIN_CONTEXT);
    const table = admin.getByRole('table', { name: 'Reported reviews' });
    const row = table.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    await row.getByText("Contains someone's personal data").waitFor();
    // At 375 px the table scrolls inside its box; the page does not.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await expectAccessible(admin, 'the admin queue of reported reviews (375 px)');
    await row.getByRole('button', { name: 'Hide review' }).click();
    const decide = admin.getByRole('dialog', { name: 'Hide the reported review' });
    await decide.getByRole('button', { name: 'Hide review' }).click();
    await decide.getByText('A reason is required to resolve a report').waitFor();
    await expectAccessible(admin, 'the hide dialog with its error');
    await decide.getByLabel('Reason').fill(reason);
    await decide.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText('Review hidden').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The business sees the review hidden with the reason, and its report's outcome.
    dialog = await seeReviews(business, title);
    await dialog.getByText(`Hidden by LocalPros: ${reason}`).waitFor();
    await dialog.getByText(`LocalPros hid it: ${reason}`, { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Report this review' }).count()).toBe(0);
    await expectAccessible(business, 'the hidden review with its reason (375 px)');
    await business.screenshot({ path: path.join(screenshotDir, 'review-hidden-375.png') });

    // The public page shows published reviews only, and links the review policy.
    const visitor = await browser.open(`/business/${businessId}`, desktop, ADMIN_CONTEXT);
    await visitor.getByRole('link', { name: 'How we handle reviews' }).waitFor();
    await visitor.getByRole('heading', { name: 'Reviews' }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(text).count()).toBe(0);
  }, 240_000);
});
