/// <reference lib="dom" />
/**
 * The whole marketplace loop in real Chromium, with people side by side in their own browser
 * contexts (own cookies): a business quotes a job from its Leads tab, a second business quotes it
 * too; the customer sees both quotes and accepts the first; the winner finds the job in Progress,
 * the other business sees its quote declined; the winner marks it complete; both see it in
 * History; the customer reviews it and the review shows on the business's public page.
 */
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient, formWith } from '../accounts/accounts-client.js';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

if (!hasChromium) console.warn('Skipping the quote-to-review browser test: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
/** The demo businesses within 40 km of SW: Sparkle Clean (Clapham, SW) and Fresh Start (SE). */
const WINNER = { email: 'business@localpros.test', name: 'Sparkle Clean Clapham' };
const OTHER = { email: 'business2@localpros.test' };
const CUSTOMER = { email: 'customer@localpros.test' };
const [BUSINESS, PERSON, OTHER_BUSINESS] = [0, 1, 2];

/** A one-colour RGB PNG: a logo larger than the 512 px kept, so every width is cut from it. */
function logoPng(width = 600, height = 400): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3d)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!hasChromium)('from quote to review, two people side by side in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'work',
    contexts: 3,
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100' },
  });
  const baseUrl = () => browser.server().url;
  const api = accountsClient(() => ({ url: baseUrl() }));

  /** Signs in on a fresh page of this person's own context and lands on the dashboard. */
  async function signedIn(email: string, which: number, viewport = desktop): Promise<Page> {
    const page = await browser.open('/login', viewport, which);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    return page;
  }

  /** Opens a dashboard tab by its link (what a person clicks), then waits for `ready` to show. */
  async function tab(page: Page, name: string, ready: Locator) {
    await page.goto(`${baseUrl()}/dashboard/${name}`);
    await ready.first().waitFor();
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

  const confirm = async (page: Page, okText: string) => {
    await page
      .locator('.ant-modal-confirm, .ant-popconfirm, .ant-modal')
      .getByRole('button', { name: okText, exact: true })
      .last()
      .click();
  };

  it('quote, accept, progress, complete, history and review', async () => {
    const title = `Deep clean ${Date.now().toString(36)}`;
    const customer = await api.signIn(CUSTOMER.email, DEMO_PASSWORD);
    const posted = await api.post<{ job: { id: string } }>(
      '/job',
      swCleaningJob(title, 'Four rooms after a party, products supplied.'),
      customer.token,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    // The winner has a logo, which its quote shows in a 48 px box.
    const winnerApi = await api.signIn(WINNER.email, DEMO_PASSWORD);
    const logo = formWith({ logo: { content: logoPng(), filename: 'logo.png', type: 'image/png' } });
    const withLogo = await api.post('/business', logo, winnerApi.token);
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);

    // The winning business quotes from its Leads tab.
    const business = await signedIn(WINNER.email, BUSINESS);
    const lead = await cardAppears(business, title);
    await lead.getByLabel('Quote estimate').check();
    await lead.getByLabel('Cost').fill('42.50');
    await lead.getByLabel('Rate', { exact: true }).click();
    await business.locator('.ant-select-dropdown:visible').getByTitle('Hourly', { exact: true }).click();
    await lead.getByRole('button', { name: 'Send Quote' }).click();
    await business.getByRole('button', { name: 'Quote', exact: true }).click();
    await business.getByText('Quote sent!').waitFor();

    // The other business quotes too (through the API: its screens are the same).
    const other = await api.signIn(OTHER.email, DEMO_PASSWORD);
    const { body: otherLeads } = await api.get<{ leads: { id: string; job: { title: string } }[] }>(
      '/business/leads',
      other.token,
    );
    const otherLead = otherLeads.leads.find((l) => l.job.title === title);
    expect(otherLead).toBeDefined();
    const otherQuote = await api.post(
      '/quote',
      { leadId: otherLead?.id, cost: 300, rate_type: 'flat', currency: 'GBP', comments: 'Direct quote' },
      other.token,
    );
    expect(otherQuote.status).toBe(201);

    // The customer, at phone width in its own context, sees both pros and accepts the first.
    const person = await signedIn(CUSTOMER.email, PERSON, mobile);
    const imagePaths: string[] = [];
    person.on('request', (request) => imagePaths.push(new URL(request.url()).pathname));
    await tab(person, 'quoted', person.getByText(title));
    const quoted = person.locator('.ant-card').filter({ hasText: title });
    await quoted.getByText('Local Pros who quoted').waitFor();
    await quoted.getByText('£42.50 / hourly').waitFor();
    await quoted.getByText('£300 / flat').waitFor();
    // The logo comes at the width of its box on this 1× screen (48 px), never the 512 px upload.
    const winnerLogo = quoted.getByAltText(`${WINNER.name} logo`);
    await winnerLogo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => winnerLogo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(48);
    expect(await winnerLogo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/api\/business\/logo\/[0-9a-f-]{36}\/48$/,
    );
    expect(imagePaths.filter((pathname) => /^\/api\/business\/logo\/[^/]+$/.test(pathname))).toEqual([]);
    expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await person.screenshot({ path: path.join(screenshotDir, 'customer-quoted-375.png'), fullPage: true });
    await quoted.getByRole('button', { name: `Accept the quote from ${WINNER.name}` }).click();
    await person.getByText('Accepting a quote cannot be undone', { exact: false }).waitFor();
    await confirm(person, 'Accept Quote');
    await person.getByText('Quote accepted').first().waitFor();

    // The customer's Progress tab shows the business and the charge.
    await tab(person, 'progress', person.locator('.ant-card, .ant-empty'));
    const progress = await cardAppears(person, title);
    await progress.getByText(WINNER.name).waitFor();

    // Side by side: the winner finds it in Progress; the other business sees its quote declined.
    await tab(business, 'progress', business.locator('.ant-card, .ant-empty'));
    const work = await cardAppears(business, title);
    await work.screenshot({ path: path.join(screenshotDir, 'business-progress-1280.png') });
    const otherPage = await signedIn(OTHER.email, OTHER_BUSINESS);
    await tab(otherPage, 'quoted', otherPage.locator('.ant-card, .ant-empty'));
    const declined = await cardAppears(otherPage, title);
    await declined.getByText('declined', { exact: false }).first().waitFor();

    // The winner marks it complete; both see it in History.
    await work.getByRole('button', { name: `Mark as Complete: ${title}` }).click();
    await confirm(business, 'Mark as Complete');
    await business.getByText('Job marked as complete').first().waitFor();
    await tab(business, 'history', business.locator('.ant-card, .ant-empty'));
    await cardAppears(business, title);
    await tab(person, 'history', person.locator('.ant-card, .ant-empty'));
    const done = await cardAppears(person, title);

    // The customer reviews it, once.
    await done.getByRole('button', { name: `Review Job: ${title}` }).click();
    const dialog = person.getByRole('dialog');
    await dialog.getByRole('radio').nth(3).click();
    await dialog.getByLabel('Your review').fill('Sparkling from top to bottom.');
    await dialog.getByRole('button', { name: 'Post Review' }).click();
    await person.getByText('Review posted').first().waitFor();
    await expect.poll(() => done.getByRole('button', { name: `Review Job: ${title}` }).count()).toBe(0);

    // The business (its History reloaded) reads it from See Reviews and replies, once.
    const history = await cardAppears(business, title);
    await history.getByRole('button', { name: `See Reviews for ${title}` }).click();
    const reviews = business.getByRole('dialog');
    await reviews.getByText('Sparkling from top to bottom.').waitFor();
    await reviews.getByLabel('Your reply').fill('Thank you, see you next spring!');
    await reviews.getByRole('button', { name: 'Post Reply' }).click();
    await business.getByText('Reply posted').first().waitFor();
    await expect.poll(() => reviews.getByLabel('Your reply').count()).toBe(0);

    // The review and the reply show on the business's public page, for anyone.
    const winnerId = (await api.signIn(WINNER.email, DEMO_PASSWORD)).user.id;
    const visitor = await browser.open(`/business/${winnerId}`, desktop, OTHER_BUSINESS);
    await visitor.getByText('Sparkling from top to bottom.').waitFor();
    await visitor.getByText('Thank you, see you next spring!').waitFor();
    await visitor.screenshot({ path: path.join(screenshotDir, 'public-profile-review-1280.png'), fullPage: true });
  });
});
