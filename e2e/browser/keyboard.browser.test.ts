/// <reference lib="dom" />
/**
 * Keyboard-only journeys in a real Chromium (issue 15): Tab, Shift+Tab, Enter, Space and the arrow
 * keys, never a mouse click. The cookie banner is reached and operated first; then a customer logs
 * in, posts a job through the wizard and moves through the dashboard's tabs; the business logs in,
 * moves through its tabs and opens the new lead (Interested shows the customer's number). Each
 * control reached shows a visible focus indicator.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv } from '../accounts/accounts-client.js';
import { describeViolations, wcagTags } from '../support/accessibility.js';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';

if (!hasChromium) console.warn('Skipping keyboard browser tests: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
const TAG_MANAGER_ID = 'GTM-KEYB0RD';

/** The most Tab presses a control may be away; a missing control fails instead of looping. */
const MAX_TABS = 120;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/** A visible focus indicator on the focused element: :focus-visible with an outline or a ring. */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, detail: 'nothing focused' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    // antd draws some focus rings on a wrapper (selects, radios, checkboxes).
    const wrapper = element.closest('.ant-select, .ant-radio-wrapper, .ant-checkbox-wrapper, .ant-input-affix-wrapper');
    const wrapperStyle = wrapper ? getComputedStyle(wrapper) : null;
    const wrapperRing =
      wrapperStyle !== null && (wrapperStyle.boxShadow !== 'none' || wrapperStyle.outlineStyle !== 'none');
    const inner = wrapper?.querySelector('.ant-radio-inner, .ant-checkbox-inner, .ant-select-selector');
    const innerRing = inner
      ? getComputedStyle(inner).boxShadow !== 'none' || getComputedStyle(inner).outlineStyle !== 'none'
      : false;
    return {
      visible: element.matches(':focus-visible') && (outline || ring || wrapperRing || innerRing),
      detail: `${element.tagName} ${element.className} outline=${style.outlineStyle} ${style.outlineWidth} shadow=${style.boxShadow}`,
    };
  });
  expect(focus.visible, `visible focus on ${what}: ${focus.detail}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the target has focus, then checks the focus can be seen. */
async function tabTo(page: Page, target: Locator, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page, what);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${what} was not reached with ${key} in ${MAX_TABS} presses`);
}

describe.skipIf(!hasChromium)('keyboard-only journeys in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'keyboard',
    // A test container id: the banner asks, and gtm.js is answered by the test (no network).
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100', TAG_MANAGER_ID },
  });

  /** Types into a field reached by Tab. */
  async function tabAndType(page: Page, field: Locator, what: string, text: string) {
    await tabTo(page, field, what);
    await page.keyboard.type(text);
  }

  async function logIn(page: Page, email: string) {
    await browser.context().clearCookies();
    await page.goto(`${browser.server().url}/login`);
    const form = page.getByRole('form', { name: 'Log in' });
    await tabAndType(page, form.getByLabel('Email'), 'Email', email);
    await tabAndType(page, form.getByLabel('Password', { exact: true }), 'Password', DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
  }

  it('the cookie banner comes first: Reject all, then Cookie settings to opt in to analytics, all from the keyboard', async () => {
    const tagManagerRequests: string[] = [];
    await browser.context().route('https://www.googletagmanager.com/**', (route) => {
      tagManagerRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const page = await browser.open('/', mobile);
    const banner = page.getByRole('region', { name: 'Cookies on LocalPros' });
    await banner.waitFor();
    // At 375 px it fits, and axe (WCAG 2.2 AA, contrast included) finds nothing in it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await page.screenshot({ path: path.join(screenshotDir, 'cookie-banner-375.png') });
    const bannerAxe = await new AxeBuilder({ page }).include('.lp-cookies').withTags(wcagTags).analyze();
    expect(describeViolations(bannerAxe.violations), 'axe on the cookie banner').toEqual([]);

    await page.keyboard.press('Tab');
    await tabTo(page, banner.getByRole('link', { name: 'Read our cookies policy' }), 'the cookies policy link');
    await tabTo(page, banner.getByRole('button', { name: 'Reject all' }), 'Reject all');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect(tagManagerRequests).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('localpros:cookie-consent'))).toContain(
      '"analytics":false',
    );

    // Change of mind from the footer: Cookie settings, tick analytics with Space, save.
    await tabTo(page, page.getByRole('button', { name: 'Cookie settings' }), 'Cookie settings');
    await page.keyboard.press('Enter');
    await banner.waitFor();
    const analytics = banner.getByRole('checkbox', { name: /Analytics cookies/ });
    await tabTo(page, analytics, 'the analytics checkbox');
    await page.keyboard.press('Space');
    expect(await analytics.isChecked()).toBe(true);
    await tabTo(page, banner.getByRole('button', { name: 'Save my choices' }), 'Save my choices');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => tagManagerRequests.length).toBe(1);
    expect(tagManagerRequests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`);
    const pageViews = await page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
      return layer.filter((entry) => entry.event === 'page_view').length;
    });
    expect(pageViews).toBe(1);

    // The "reload" prompt (here after a page's code failed to load) is announced, reachable and clean.
    await page.evaluate(() => window.dispatchEvent(new Event('localpros:chunk-load-failed')));
    const prompt = page.getByRole('status').filter({ hasText: 'Reload to get the latest version.' });
    await prompt.waitFor();
    const promptAxe = await new AxeBuilder({ page }).include('.lp-update').withTags(wcagTags).analyze();
    expect(describeViolations(promptAxe.violations), 'axe on the update prompt').toEqual([]);
    await tabTo(page, prompt.getByRole('button', { name: 'Not now' }), 'Not now', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await prompt.waitFor({ state: 'detached' });
  });

  it('a customer logs in, posts a job and moves through the tabs; the business opens the lead and moves through its tabs', async () => {
    const page = await browser.open('/', desktop);
    // A visitor who already accepted analytics: no banner in the way, and the conversion is reported.
    await browser
      .context()
      .route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
    await page.evaluate(() =>
      window.localStorage.setItem(
        'localpros:cookie-consent',
        JSON.stringify({ analytics: true, decidedAt: Date.now(), version: 1 }),
      ),
    );
    await logIn(page, 'customer@localpros.test');

    await page.goto(`${browser.server().url}/post-a-job`);
    const wizard = page.getByRole('form', { name: 'Post a job' });
    await wizard.waitFor();
    // Native selects: typing an option's first letters chooses it, as on any form.
    for (const [label, typed, option] of [
      ['Work category', 'Cleaning', 'Cleaning'],
      ['Service', 'Domestic', 'Domestic cleaning'],
      ['Location', 'SW', 'SW — London South West'],
    ] as const) {
      const select = wizard.getByLabel(label, { exact: true });
      await tabTo(page, select, label);
      await page.keyboard.type(typed);
      await expect
        .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text))
        .toBe(option);
    }
    // A radio group is one Tab stop; Space chooses the focused radio.
    await tabTo(page, wizard.getByLabel('Residential'), 'Property');
    await page.keyboard.press('Space');
    expect(await wizard.getByLabel('Residential').isChecked()).toBe(true);
    await tabTo(page, wizard.getByRole('button', { name: 'Next' }), 'Next');
    await page.keyboard.press('Enter');

    const title = `Keyboard clean ${Date.now().toString(36)}`;
    await tabAndType(page, wizard.getByLabel('Job title'), 'Job title', title);
    await tabAndType(page, wizard.getByLabel('Job description'), 'Job description', 'Two rooms, by keyboard only.');
    // In a radio group only one radio is a Tab stop (the first, none being chosen); arrows choose.
    await tabTo(page, wizard.getByLabel('Immediately'), 'Target time');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => wizard.getByLabel('Flexible').isChecked()).toBe(true);
    // Back with Shift+Tab to the title proves the order runs both ways.
    await tabTo(page, wizard.getByLabel('Job title'), 'Job title (Shift+Tab)', 'Shift+Tab');
    await tabTo(page, wizard.getByRole('button', { name: 'Post job' }), 'Post job');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/job-posted');
    // The named conversion, with nothing about the person in it.
    const conversions = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'job_posted',
      ),
    );
    expect(conversions).toEqual([{ event: 'job_posted', job_type: 'residential', new_customer: false }]);

    // The dashboard's tabs: the arrow keys move along the tablist.
    await page.goto(`${browser.server().url}/dashboard`);
    const tabs = page.getByRole('tablist').first();
    await tabTo(page, tabs.getByRole('tab', { name: 'Jobs' }), 'the Jobs tab');
    for (const name of ['Quoted', 'Progress', 'History']) {
      await page.keyboard.press('ArrowRight');
      const tab = tabs.getByRole('tab', { name });
      await expect.poll(() => isFocused(tab)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expectVisibleFocus(page, `the ${name} tab`);
    }
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText(title).first().waitFor();

    // The business: the new lead opened from the keyboard (Interested shows the customer's number),
    // then along its own tabs.
    await logIn(page, 'business@localpros.test');
    const card = page.locator('.lp-lead-card').filter({ hasText: title });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.lp-leads .lp-lead-card, .lp-leads .ant-empty').first().waitFor();
          return card.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const number = card.getByTestId('lead-mobile');
    expect(await number.getAttribute('class')).toContain('lp-blurred');
    await tabTo(page, card.getByRole('button', { name: 'Interested', exact: true }), 'Interested on the new lead');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await number.getAttribute('class')) ?? '').not.toContain('lp-blurred');
    expect(await number.innerText()).toMatch(/^0?7\d{3} ?\d{6}$|^\+?44/);

    const businessTabs = page.getByRole('tablist').first();
    await tabTo(page, businessTabs.getByRole('tab', { name: 'Leads' }), 'the Leads tab', 'Shift+Tab');
    for (const name of ['Quoted', 'Progress', 'History', 'Insights']) {
      await page.keyboard.press('ArrowRight');
      const tab = businessTabs.getByRole('tab', { name });
      await expect.poll(() => isFocused(tab)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expectVisibleFocus(page, `the business's ${name} tab`);
    }
  });
});
