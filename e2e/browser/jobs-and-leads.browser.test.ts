/// <reference lib="dom" />
/**
 * The hot path in a real Chromium against the embedded marketplace: a visitor posts a job while
 * signing up and verifies; a business within 40 km sees the lead, marks interest (the number
 * appears) and sends a quote; a business about 60 km away never sees it; a customer cancels a
 * job and its lead disappears from the business's list. With the Leads tab open, a new lead
 * arrives by the live stream without a reload, and the bell counts it.
 */
import path from 'node:path';
import { referenceIds } from '@localpros/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient, newAccount } from '../accounts/accounts-client.js';
import { expectAccessible } from '../support/accessibility.js';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

if (!hasChromium) console.warn('Skipping jobs and leads browser tests: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
const CLEANING = referenceIds.workCategory('Cleaning');
const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');

/** Great-circle distance in km (the same rule as matching: mean Earth radius). */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe.skipIf(!hasChromium)('posting a job and working the lead in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'leads',
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100' },
  });
  const baseUrl = () => browser.server().url;
  const open = browser.open;
  const api = accountsClient(() => ({ url: baseUrl() }));

  async function logIn(page: Page, email: string, password: string) {
    await browser.context().clearCookies();
    await page.goto(`${baseUrl()}/login`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
  }

  /** Picks an option of an antd Select, typing into it when it is searchable (the list is virtual). */
  /** Picks an option in a native select (the wizard's step 1) or an antd one (the quote's rate). */
  async function choose(page: Page, label: string, option: string) {
    const select = page.getByLabel(label, { exact: true });
    if ((await select.evaluate((element) => element.tagName)) === 'SELECT') {
      await select.selectOption({ label: option });
      return;
    }
    await select.click();
    if (await select.isEditable()) await select.fill(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  }

  /** The bell's accessible name with this many unread. */
  const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

  const leadCard = (page: Page, title: string) => page.locator('.lp-lead-card').filter({ hasText: title });

  /** Reloads the Leads tab and, once the list has loaded, counts the cards of this job. */
  async function leadCardsAfterReload(page: Page, title: string): Promise<number> {
    await page.reload();
    await page.locator('.lp-leads .lp-lead-card, .lp-leads .ant-empty').first().waitFor();
    return leadCard(page, title).count();
  }

  /** A verified, subscribed business offering domestic cleaning in the postcode area about 60 km from SW. */
  async function farBusiness() {
    const { locations } = (await (await fetch(`${baseUrl()}/api/locations`)).json()) as {
      locations: { location: string; latitude: number; longitude: number }[];
    };
    const sw = locations.find((l) => l.location === 'SW');
    if (!sw) throw new Error('no SW area');
    const area = locations
      .filter((l) => /^[A-Z]+$/.test(l.location))
      .map((l) => ({ ...l, km: distanceKm(sw, l) }))
      .filter((l) => l.km > 50 && l.km < 80)
      .sort((a, b) => Math.abs(a.km - 60) - Math.abs(b.km - 60))[0];
    if (!area) throw new Error('no postcode area 50-80 km from SW');
    const account = newAccount();
    const registered = await api.post('/auth/business/register', {
      businessName: 'Faraway Cleaners',
      fullName: 'Fay Away',
      email: account.email,
      mobile_number: account.mobile,
      password: account.password,
      passwordConfirm: account.password,
      workCategoryId: CLEANING,
      serviceIds: [DOMESTIC_CLEANING],
      location: area.location,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const code = await api.nextCode(account.email);
    expect((await api.post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(200);
    // Subscribed, so only the distance keeps the lead from it (matching serves subscribers only).
    await api.subscribe((await api.signIn(account.email, account.password)).token, 'standard');
    return { ...account, area };
  }

  it('a lead reaches the open Leads tab without a reload, announced, the bell counts it, and it leaves when withdrawn', async () => {
    // The demo business in SW (matching has known it since the seed) with its Leads tab open.
    const page = await open('/');
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await logIn(page, 'business@localpros.test', DEMO_PASSWORD);
    expect((await streamOpen).status()).toBe(200);
    await page.locator('.lp-leads .lp-lead-card, .lp-leads .ant-empty').first().waitFor();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const business = await api.signIn('business@localpros.test', DEMO_PASSWORD);
    const before = await api.get<{ unreadCount: number }>('/notifications', business.token);
    const unreadBefore = before.body.unreadCount;
    await page.getByRole('button', { name: bellName(unreadBefore), exact: true }).waitFor();

    // A customer posts a job in SW through the API.
    const title = `Live lead ${Date.now().toString(36)}`;
    const customer = await api.signIn('customer@localpros.test', DEMO_PASSWORD);
    const posted = await api.post<{ job: { id: string } }>('/job', swCleaningJob(title), customer.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const answeredAt = Date.now();
    const cancel = () => api.post(`/job/${posted.body.job.id}/update-status`, { status: 'cancelled' }, customer.token);
    let cancelled = false;
    try {
      // It shows on the open tab (or, under leads already on screen, behind "Show 1 new lead").
      const card = leadCard(page, title);
      const waiting = page.getByRole('button', { name: /^Show \d+ new leads?$/ });
      await card.or(waiting).first().waitFor();
      const latencyMs = Date.now() - answeredAt;
      console.log(`live lead: on the open Leads tab ${latencyMs} ms after POST /api/job answered (no reload)`);
      if (!(await card.isVisible())) await waiting.click();
      await card.waitFor();
      expect(await page.locator('.lp-leads [aria-live="polite"]').innerText()).toContain(`1 new lead: ${title}.`);
      await page.getByRole('button', { name: bellName(unreadBefore + 1), exact: true }).waitFor();

      // The bell's panel at phone width: the lead, linked; fits the screen; no axe violation.
      await page.setViewportSize(mobile);
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const notification = panel.getByRole('link', { name: new RegExp(title) });
      await notification.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      await page.screenshot({ path: path.join(screenshotDir, 'notification-bell-375.png') });
      await expectAccessible(page, 'the Leads tab with a live lead and the bell open (375 px)');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // "Report lead" at phone width: the reasons are one labelled radio group, worked by the
      // arrow keys; it fits and axe finds nothing. Cancelled: the lead stays (reporting is e2e/leads).
      await card.getByRole('button', { name: 'Report lead' }).click();
      const report = page.getByRole('dialog', { name: `Report lead: ${title}` });
      await report.getByRole('radio', { name: 'Wrong number' }).check();
      await page.keyboard.press('ArrowDown');
      expect(await report.getByRole('radio', { name: 'Outside my area' }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      await expectAccessible(page, 'the Report lead dialog (375 px)');
      await report.getByRole('button', { name: 'Cancel' }).click();
      await report.waitFor({ state: 'hidden' });

      // The customer cancels the job: the lead leaves the open tab (and every other business's list).
      const answer = await cancel();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      cancelled = true;
      await card.waitFor({ state: 'detached' });
      expect(await page.locator('.lp-leads [aria-live="polite"]').innerText()).toContain('is no longer available');

      // Opening the notification marks it read.
      await bell.click();
      await notification.click();
      await page.getByRole('button', { name: bellName(unreadBefore), exact: true }).waitFor();
    } finally {
      // The next tests work the demo business's leads: this one must not stay among them.
      if (!cancelled) await cancel();
    }
  });

  it('a visitor posts a job while signing up; a business within 40 km quotes it, one ~60 km away never sees it', async () => {
    const far = await farBusiness();
    const visitor = newAccount();
    const title = `Spring clean ${visitor.email.slice(0, 8)}`;

    // The visitor's wizard at phone width: preferences, setup, registration.
    const page = await open('/post-a-job', mobile);
    const wizard = page.getByRole('form', { name: 'Post a job' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Work category is required').waitFor();
    await choose(page, 'Work category', 'Cleaning');
    await choose(page, 'Service', 'Domestic cleaning');
    await choose(page, 'Location', 'SW — London South West');
    await wizard.getByLabel('Residential').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard
      .getByLabel('Job title')
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: path.join(screenshotDir, 'post-job-step1-stuck-375.png'), fullPage: true });
        const shown = await page.locator('.ant-form-item-explain-error').allInnerTexts();
        throw new Error(`step 1 did not advance; messages shown: ${JSON.stringify(shown)}; ${error}`);
      });
    await wizard.getByLabel('Job title').fill(title);
    await wizard.getByLabel('Job description').fill('Two-bedroom flat, kitchen and bathroom, products supplied.');
    await wizard.getByLabel('Flexible').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Full name').fill('Vera Visitor');
    await wizard.getByLabel('Email').fill(visitor.email);
    await wizard.getByLabel('Mobile number').fill(visitor.mobile);
    await wizard.getByLabel('Password', { exact: true }).fill(visitor.password);
    await wizard.getByLabel('Confirm password').fill(visitor.password);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
    await wizard.getByRole('button', { name: 'Post job' }).click();
    await page.waitForURL('**/job-posted');
    await page.getByText('Verify your e-mail so your job goes live').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'job-posted-375.png'), fullPage: true });

    // Verify with the e-mailed code on the same page: only now is the job matched.
    const code = await api.nextCode(visitor.email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Account verification successful').waitFor();
    await page.waitForURL('**/login');

    // The demo business in SW sees it with the number hidden, marks interest, then quotes.
    await logIn(page, 'business@localpros.test', DEMO_PASSWORD);
    await page.setViewportSize(desktop);
    const card = leadCard(page, title);
    await expect.poll(() => leadCardsAfterReload(page, title)).toBe(1);
    const number = card.getByTestId('lead-mobile');
    await expect.poll(() => number.innerText()).not.toContain(visitor.mobile);
    expect(await number.getAttribute('class')).toContain('lp-blurred');
    await card.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect.poll(() => number.innerText()).toBe(visitor.mobile);
    await card.screenshot({ path: path.join(screenshotDir, 'lead-interested-1280.png') });
    await card.getByLabel('Quote estimate').check();
    const send = card.getByRole('button', { name: 'Send Quote' });
    expect(await send.isDisabled()).toBe(true);
    await card.getByLabel('Cost').fill('85.50');
    await choose(page, 'Rate', 'Flat');
    await send.click();
    await page.getByText('Are you sure you want to send this quote?').waitFor();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await page.getByText('Quote sent!').waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'leads-after-quote-1280.png'), fullPage: true });

    // The business about 60 km away has no such lead.
    await logIn(page, far.email, far.password);
    await page.getByText('No Active Leads found').waitFor();
    expect(await leadCard(page, title).count()).toBe(0);
    expect(far.area.km).toBeGreaterThan(40);
  });

  it("a customer cancels a job and its lead leaves the business's list", async () => {
    const title = `Oven clean ${Date.now().toString(36)}`;
    const page = await open('/');
    await logIn(page, 'customer@localpros.test', DEMO_PASSWORD);
    await page.goto(`${baseUrl()}/post-a-job`);
    const wizard = page.getByRole('form', { name: 'Post a job' });
    await choose(page, 'Work category', 'Cleaning');
    await choose(page, 'Service', 'Domestic cleaning');
    await choose(page, 'Location', 'SW — London South West');
    await wizard.getByLabel('Commercial').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Job title').fill(title);
    await wizard.getByLabel('Job description').fill('Office kitchen, once a week.');
    await wizard.getByLabel('Immediately').check();
    await wizard.getByRole('button', { name: 'Post job' }).click();
    await page.waitForURL('**/job-posted');

    await logIn(page, 'business@localpros.test', DEMO_PASSWORD);
    await expect.poll(() => leadCardsAfterReload(page, title)).toBe(1);

    await logIn(page, 'customer@localpros.test', DEMO_PASSWORD);
    const job = page.locator('.ant-card').filter({ hasText: title });
    await job.getByRole('button', { name: 'Cancel Job' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Job cancelled').waitFor();
    await expect.poll(() => job.count()).toBe(0);

    await logIn(page, 'business@localpros.test', DEMO_PASSWORD);
    await expect.poll(() => leadCardsAfterReload(page, title)).toBe(0);
  });
});
