/// <reference lib="dom" />
/**
 * A job's conversation in real Chromium, two people side by side in their own browser contexts: a
 * business marks interest in a lead and sends a message from the lead card's Send Message; the
 * customer, at phone width, sees the unread count on the Jobs tab and the job card, opens the
 * conversation from the job card and replies; each sees the other's message arrive live (the event
 * stream, no reload). A message asking to be paid outside LocalPros shows the customer a warning.
 * Every screen passes the axe scan.
 */
import path from 'node:path';
import { messageMessages } from '@localpros/contracts/rules';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { expectAccessible } from '../support/accessibility.js';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

if (!hasChromium) console.warn('Skipping the messages browser test: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
/** A demo business within 40 km of SW, and the demo customer. */
const BUSINESS_EMAIL = 'business@localpros.test';
const CUSTOMER_EMAIL = 'customer@localpros.test';
const [BUSINESS, CUSTOMER] = [0, 1];

describe.skipIf(!hasChromium)('a conversation about a job, two people side by side in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'messages',
    contexts: 2,
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100' },
  });
  const baseUrl = () => browser.server().url;
  const api = accountsClient(() => ({ url: baseUrl() }));

  async function signedIn(email: string, which: number, viewport = desktop): Promise<Page> {
    const page = await browser.open('/login', viewport, which);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    return page;
  }

  /** Reloads until the card with this title shows (events settle across services meanwhile). */
  async function cardAppears(page: Page, title: string): Promise<Locator> {
    const card = page.locator('.ant-card').filter({ hasText: title });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.ant-card, .ant-empty').first().waitFor();
          return card.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    return card;
  }

  it('business writes from the lead card, the customer replies from the job card, both live', async () => {
    const title = `Oven clean ${Date.now().toString(36)}`;
    const customerApi = await api.signIn(CUSTOMER_EMAIL, DEMO_PASSWORD);
    const posted = await api.post('/job', swCleaningJob(title, 'Oven and hob, very greasy.'), customerApi.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);

    // The business marks interest from its Leads tab; Send Message then opens its conversation.
    const business = await signedIn(BUSINESS_EMAIL, BUSINESS);
    const lead = await cardAppears(business, title);
    await lead.getByLabel('Ask for more info').check();
    await expect.poll(() => lead.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
    await lead.getByRole('button', { name: 'Interested', exact: true }).click();
    await lead.getByRole('button', { name: 'Send Message' }).click();
    const businessDrawer = business.getByRole('dialog', { name: `Messages: ${title}` });
    await businessDrawer.getByText(/No messages yet/).waitFor();
    await expectAccessible(business, 'the business’s empty conversation');
    await businessDrawer.getByLabel('Your message').fill('Hello! Is the oven electric or gas?');
    await businessDrawer.getByRole('button', { name: 'Send', exact: true }).click();
    await businessDrawer.getByText('Hello! Is the oven electric or gas?').waitFor();
    await businessDrawer.getByText(/· Sent/).waitFor();

    // The customer, at phone width: the unread count on the Jobs tab and on the job card.
    const person = await signedIn(CUSTOMER_EMAIL, CUSTOMER, mobile);
    const job = await cardAppears(person, title);
    const open = job.getByRole('button', { name: 'Messages (1 unread)' });
    await open.waitFor();
    await person.getByRole('link', { name: /Jobs \(\d+\)/ }).waitFor();
    await open.click();
    const customerDrawer = person.getByRole('dialog', { name: `Messages: ${title}` });
    await customerDrawer.getByRole('button', { name: /Sparkle Clean Clapham \(1 unread\)/ }).click();
    await customerDrawer.getByText('Hello! Is the oven electric or gas?').waitFor();
    expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await expectAccessible(person, 'the customer’s conversation at 375 px');

    // The customer's reply arrives live; with it, the business sees its own message was read.
    await customerDrawer.getByLabel('Your message').fill('Electric. Tuesday morning suits me.');
    await customerDrawer.getByRole('button', { name: 'Send', exact: true }).click();
    await businessDrawer.getByText('Electric. Tuesday morning suits me.').waitFor();
    await businessDrawer.getByText(/· Read/).waitFor();

    // A message asking to be paid outside LocalPros: the customer is warned, as it arrives.
    await businessDrawer.getByLabel('Your message').fill('Cheaper if you pay me directly: paypal.me/sparkle');
    await businessDrawer.getByRole('button', { name: 'Send', exact: true }).click();
    await customerDrawer.getByText(messageMessages.paymentWarning).waitFor();
    expect(await businessDrawer.getByText(messageMessages.paymentWarning).count()).toBe(0);
    await expectAccessible(person, 'the payment warning');
    await person.screenshot({ path: path.join(screenshotDir, 'customer-conversation-375.png'), fullPage: true });

    // Keyboard: the composer is reached and sends with Tab and Enter.
    await customerDrawer.getByLabel('Your message').focus();
    await person.keyboard.type('Thanks, see you then.');
    await person.keyboard.press('Tab');
    await person.keyboard.press('Tab');
    await person.keyboard.press('Enter');
    await businessDrawer.getByText('Thanks, see you then.').waitFor();
  });
});
