/// <reference lib="dom" />
/**
 * The web app shell in a real Chromium against the embedded marketplace
 * (BFF + services in one process, in-memory database), serving web/dist.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';

if (!hasChromium) {
  console.warn('Skipping browser tests: /usr/bin/chromium is missing (apt-get install -y chromium).');
}

describe.skipIf(!hasChromium)('web shell in Chromium', () => {
  const browser = useChromiumOnEmbedded({ profile: 'shell' });
  let page: Page;

  async function open(pathname: string, viewport: { width: number; height: number }) {
    page = await browser.open(pathname, viewport);
    return page;
  }

  it('home at 1280 px shows the navbar buttons, the categories section and the footer year', async () => {
    await open('/', desktop);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Register as a Business', 'Register as a User', 'Log In']) {
      expect(await mainNav.getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Services you can book' }).isVisible()).toBe(true);
    const year = String(new Date().getFullYear());
    expect(await page.locator('footer').textContent()).toContain(`© ${year} LocalPros`);
    expect(await page.getByText('Monday - Friday 10am - 5pm GMT').first().isVisible()).toBe(true);

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotDir, 'home-1280.png'), fullPage: true });
  });

  it('home at 375 px fits the screen and the hamburger opens the menu', async () => {
    await open('/', mobile);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
    await page.screenshot({ path: path.join(screenshotDir, 'home-375.png'), fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    for (const name of ['Register as a Business', 'Register as a User', 'Log In']) {
      await menu.getByRole('link', { name }).waitFor({ state: 'visible' });
    }

    await menu.getByRole('link', { name: 'Register as a User' }).click();
    await page.waitForURL('**/register/customer');
    await page.getByRole('heading', { name: 'Register as a User', level: 1 }).waitFor();
    await menu.waitFor({ state: 'hidden' });
  });

  it('an unknown route shows Page Not Found with its path', async () => {
    await open('/no-such-page', desktop);

    await page.getByRole('heading', { name: 'Page Not Found: /no-such-page' }).waitFor();
  });

  it('the contact form explains what is missing, then sends the message', async () => {
    await open('/contact-us', mobile);
    const form = page.getByRole('form', { name: 'Contact LocalPros' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please enter your email address.').waitFor();
    await page.getByText('Please enter your message.').waitFor();

    await form.getByLabel('Name').fill('Ann Jones');
    await form.getByLabel('Email').fill('ann@example.co.uk');
    await form.getByLabel('Phone (optional)').fill('020 3514 1400');
    await form.getByLabel('Message').fill('Do you have cleaners for a two-bedroom flat in Leeds?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await page.getByText('Thank you — your message has been sent. We reply within one working day.').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
  });

  it('a page chunk that fails to load reloads once, then shows the error page', async () => {
    await open('/', desktop);
    await page.getByRole('heading', { name: 'Find trusted local cleaners' }).waitFor();
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    // As after a deploy: the contact page's chunk is gone.
    await page.route('**/assets/contact-us-*.js', (route) => route.abort());

    await page.locator('footer').getByRole('link', { name: 'Contact us' }).click();

    await page.getByRole('heading', { name: 'Oops 500 Error!' }).waitFor();
    await page.getByText("Something went wrong, We're working on it.").waitFor();
    expect(reloads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    const reloadedAt = await page.evaluate(() => window.sessionStorage.getItem('localpros:stale-chunk-reload-at'));
    expect(Number(reloadedAt)).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
  });
});
