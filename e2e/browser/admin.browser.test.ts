/// <reference lib="dom" />
/**
 * The admin panel in a real Chromium against the embedded marketplace (web/dist): the two-step
 * sign-in with the code read from the dev mailbox (password-only admin sign-in off, as on
 * production), each tab's main flow, impersonating a business from the Businesses table and
 * returning, and the phone layout at 375 px.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsClient } from '../accounts/accounts-client.js';
import { hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';

if (!hasChromium) {
  console.warn('Skipping admin browser tests: /usr/bin/chromium is missing (apt-get install -y chromium).');
}

const embeddedEnv: Record<string, string> = {
  PLATFORM: 'local',
  DEMO_DATA: 'true',
  // The admin signs in with the e-mailed code, as on production.
  ADMIN_PASSWORD_LOGIN: 'false',
  LOGIN_RATE_LIMIT_PER_IP: '10000',
  CODE_SEND_RATE_LIMIT_PER_IP: '10000',
  CODE_VERIFY_RATE_LIMIT_PER_IP: '10000',
  CODE_SEND_RATE_LIMIT_PER_ACCOUNT: '10000',
  ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: '10000',
  OUTBOX_POLL_MS: '100',
};

const ADMIN = 'admin@localpros.test';
const DEMO_PASSWORD = 'LocalPros123!';

/** The sign-in code in the admin's message: the indented line, e.g. "VP48-6553". */
function codeIn(text: string): string {
  const code = /^\s+([A-Z0-9]{3,}(?:-[A-Z0-9]{3,})?)\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`No code in the message: ${text}`);
  return code;
}

describe.skipIf(!hasChromium)('admin panel in Chromium', () => {
  const browser = useChromiumOnEmbedded({ profile: 'admin', env: embeddedEnv });
  const open = browser.open;
  const api = accountsClient(() => ({ url: browser.server().url }));

  /**
   * The texts of the messages to this recipient, newest first, from the dev mailbox's API: the
   * page itself is the accounts suite's journey, and loading it for each poll here cost a page load.
   */
  const messagesTo = async (recipient: string) => (await api.mailbox(recipient)).map((message) => message.text);

  /** The two-step sign-in: credentials, then the newest code from the dev mailbox. */
  async function signIn(page: Page) {
    const before = (await messagesTo(ADMIN)).length;
    await page.getByRole('heading', { name: 'Admin sign-in', level: 1 }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('We have sent a sign-in code to your email').waitFor();
    let messages: string[] = [];
    await expect
      .poll(
        async () => {
          messages = await messagesTo(ADMIN);
          return messages.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before);
    await page.getByLabel('Sign-in code', { exact: true }).fill(codeIn(messages[0] ?? ''));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
  }

  it('refuses the password-only sign-in and signs in with the e-mailed code', async () => {
    const login = await open('/login');
    await login.getByLabel('Email', { exact: true }).fill(ADMIN);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.getByText('Admins sign in with the code we e-mail them', { exact: false }).waitFor();

    const page = await open('/admin/login');
    await signIn(page);
    for (const title of ['Total Businesses', 'Total Customers', 'Total Jobs posted', 'Total Jobs completed']) {
      await page.getByRole('article', { name: title }).getByText('Since last month').waitFor();
    }
    await page.getByText('jobs posted in the last 30 days.', { exact: false }).waitFor();
    await page.locator('canvas').first().waitFor();
  });

  it('runs every tab and impersonates a business from the Businesses table', async () => {
    const page = await open('/admin/login');
    await signIn(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

    // Customers: search by e-mail (Enter runs it; the address keeps it).
    await tab('Customers');
    await page.getByRole('table', { name: 'Customers' }).waitFor();
    await page.getByLabel('Customer email', { exact: true }).fill('customer@localpros.test');
    await page.getByLabel('Customer email', { exact: true }).press('Enter');
    await page.waitForURL('**/admin/customers?email=customer%40localpros.test');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    // The demo customer's verification was recorded at the seed, as a sign-up's is.
    await page
      .getByRole('row')
      .filter({ hasText: 'customer@localpros.test' })
      .getByText('Verified', { exact: true })
      .waitFor();

    // Jobs: the table (demo jobs) or its empty text.
    await tab('Jobs');
    await page.getByRole('table', { name: 'Jobs' }).waitFor();

    // Work Categories: add one, then open its services and add one.
    const category = `Pest control ${randomInt(1000, 9999)}`;
    await tab('Work Categories');
    await page.getByRole('table', { name: 'Work categories' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByPlaceholder('Enter category name').fill(category);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Work Category added successfully').waitFor();
    // Its responses per job (issue 25): out of range is refused in the form, 3 is saved.
    await page.getByRole('button', { name: `${category} responses per job: 5, change` }).click();
    const capDialog = page.getByRole('dialog').filter({ hasText: `Responses per job: ${category}` });
    const capField = capDialog.getByLabel('Businesses that may respond to one job', { exact: true });
    await capField.fill('51');
    await capDialog.getByRole('button', { name: 'Save' }).click();
    await capDialog.getByText('Enter a whole number from 0 (no cap) to 50').waitFor();
    await capField.fill('3');
    await capDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Responses per job saved').waitFor();
    await page.getByRole('button', { name: `${category} responses per job: 3, change` }).waitFor();

    // Reviews and Settings → Manage Promo Codes.
    await tab('Reviews');
    await page.getByRole('table', { name: 'Reviews' }).waitFor();
    await tab('Settings');
    const code = `E2E${randomInt(1000, 9999)}`;
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Discount (%)', { exact: true }).fill('15');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`${code} 15%`).waitFor();

    // Businesses: impersonate the demo business, then return.
    await tab('Businesses');
    const row = page.getByRole('row').filter({ hasText: 'business@localpros.test' });
    await row.getByRole('button', { name: 'Impersonate' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('You are logged in as impersonation.').waitFor();
    await page.getByRole('tab', { name: 'Leads' }).waitFor();
    await page.getByRole('button', { name: 'Back to Admin' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('article', { name: 'Total Businesses' }).waitFor();
    expect(await page.getByText('You are logged in as impersonation.').count()).toBe(0);
  });

  async function choose(page: Page, label: string, option: string) {
    const select = page.getByLabel(label, { exact: true });
    await select.click();
    if (await select.isEditable()) await select.fill(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  }

  it('posts a job for a new customer with a chosen provider, opens its details, manages services and documents', async () => {
    const page = await open('/admin/login');
    await signIn(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

    // Post Job: providers in reach load after step 1; one is chosen; a green toast, then step 1 again.
    await tab('Post Job');
    const wizard = page.getByRole('form', { name: 'Post a job for a new customer' });
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await page.getByText('Work category is required').waitFor();
    await choose(page, 'Work category', 'Cleaning');
    await choose(page, 'Service', 'Domestic cleaning');
    await choose(page, 'Location', 'SW — London South West');
    await wizard.getByLabel('Residential').check();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    const title = `Admin posted ${randomInt(1000, 9999)}`;
    await wizard.getByLabel('Job title', { exact: true }).fill(title);
    await wizard.getByLabel('Job description', { exact: true }).fill('Posted from the admin panel.');
    await wizard.getByLabel('Flexible').check();
    await choose(page, 'Specific providers (optional)', 'Sparkle Clean Clapham');
    // A multiple select stays open for more choices.
    await page.keyboard.press('Escape');
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    const stamp = `${Date.now().toString(36)}${randomInt(100, 999)}`;
    await wizard.getByLabel('Full name', { exact: true }).fill('Nora Newman');
    await wizard.getByLabel('Email', { exact: true }).fill(`nora.${stamp}@example.co.uk`);
    await wizard.getByLabel('Mobile number', { exact: true }).fill(`07${randomInt(100_000_000, 999_999_999)}`);
    await wizard.getByText('The customer will get an e-mail with a link to choose their password.').waitFor();
    await wizard.getByRole('button', { name: 'Register and Post' }).click();
    await page.locator('.ant-notification-notice-success').waitFor();
    await wizard.getByText('First choose a work category').waitFor();

    // Jobs: the new premium job, its details with the chosen provider among 'SPs Received'.
    await tab('Jobs');
    await page.getByLabel('Job number or title', { exact: true }).fill(title);
    await page.getByLabel('Job number or title', { exact: true }).press('Enter');
    const jobRow = page.getByRole('row').filter({ hasText: title });
    await jobRow.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog').filter({ hasText: 'SPs Received' });
    await details.getByText(/^Job ID: LP-/).waitFor();
    await details.getByText('Sparkle Clean Clapham').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await jobRow.getByRole('button', { name: 'Deactivate' }).click();
    await jobRow.getByRole('button', { name: 'Activate' }).waitFor();

    // Work Categories: a category's services open in a modal where a service is added.
    await tab('Work Categories');
    await page.getByRole('button', { name: 'Cleaning services' }).click();
    const services = page.getByRole('dialog').filter({ hasText: 'Service Name' });
    await services.getByRole('table', { name: 'Services' }).waitFor();
    const service = `Loft clean ${randomInt(1000, 9999)}`;
    await services.getByLabel('Service Name', { exact: true }).fill(service);
    await services.getByRole('button', { name: 'Add Service' }).click();
    await services.getByRole('cell', { name: service }).waitFor();

    // Businesses: the documents modal.
    await page.goto(`${browser.server().url}/admin/businesses`);
    const row = page.getByRole('row').filter({ hasText: 'business@localpros.test' });
    await row.getByRole('button', { name: 'Show Documents' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Documents of' }).getByText('No documents found').waitFor();
  });

  it('a business adds its company number and a vetting document; the admin opens it from Show Documents', async () => {
    const business = await open('/login');
    const form = business.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email', { exact: true }).fill('business@localpros.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await business.waitForURL('**/dashboard');
    await business.goto(`${browser.server().url}/dashboard/settings/business`);
    await business.getByLabel('Company registration number', { exact: true }).fill('sc123456');
    await business.getByRole('button', { name: 'Save number' }).click();
    await business.getByText('Saved: SC123456').waitFor();
    await business.getByLabel('Document file', { exact: true }).setInputFiles({
      name: 'insurance.pdf',
      mimeType: 'application/pdf',
      // A real one-page PDF: identity checks that a document parses, not only its first bytes.
      buffer: await onePagePdf(),
    });
    await business.getByRole('link', { name: 'Insurance: insurance.pdf' }).waitFor();
    await browser.context().clearCookies();

    const page = await open('/admin/login');
    await signIn(page);
    await page.goto(`${browser.server().url}/admin/businesses?businessEmail=business%40localpros.test`);
    const row = page.getByRole('row').filter({ hasText: 'business@localpros.test' });
    await row.getByText('SC123456').waitFor();
    await row.getByRole('button', { name: 'Show Documents' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'Insurance: insurance.pdf' });
    const href = await link.getAttribute('href');
    const file = await page.request.get(`${browser.server().url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
  });

  it('a visitor’s contact message is read and answered by e-mail; the audit log shows the admin’s actions', async () => {
    const visitor = await open('/contact-us');
    const form = visitor.getByRole('form', { name: 'Contact LocalPros' });
    const email = `asker.${Date.now().toString(36)}@example.co.uk`;
    await form.getByLabel('Name', { exact: true }).fill('Ann Jones');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message', { exact: true }).fill('Do you have cleaners in Leeds?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText('your message has been sent', { exact: false }).waitFor();

    const page = await open('/admin/login');
    await signIn(page);
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Contact Messages' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('Unread').waitFor();
    await row.getByRole('button', { name: 'Mark as read' }).click();
    await row.getByText('Read', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Your reply', { exact: true }).fill('Yes: Leeds is covered.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect
      .poll(async () => (await messagesTo(email)).some((text) => text.includes('Yes: Leeds is covered.')))
      .toBe(true);

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByRole('table', { name: 'Audit log' }).getByText('sign in').first().waitFor();
    await page.getByLabel('Action', { exact: true }).click();
    await page.getByLabel('Action', { exact: true }).fill('replied');
    await page.locator('.ant-select-dropdown:visible').getByTitle('contact message replied').click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/admin/settings/audit-log?action=contact_message_replied');
    await page.getByRole('table', { name: 'Audit log' }).getByText('contact message replied').first().waitFor();
  });

  it('fits a phone: bottom navigation without Settings, tables scroll inside the page', async () => {
    const page = await open('/admin/login', mobile);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Customers',
      'Businesses',
      'Jobs',
      'Work Categories',
      'Reviews',
      'Reports',
      'Post Job',
    ]);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const [link, table] of [
      ['Customers', 'Customers'],
      ['Jobs', 'Jobs'],
      ['Work Categories', 'Work categories'],
      ['Reviews', 'Reviews'],
      ['Businesses', 'Businesses'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await page.getByRole('table', { name: table }).waitFor();
      expect(await pageWidth(), `${link} at 375 px`).toBeLessThanOrEqual(375);
    }
    await page.screenshot({ path: path.join(screenshotDir, 'admin-businesses-375.png') });
    await nav.getByRole('link', { name: 'Post Job' }).click();
    await page.getByRole('button', { name: 'Next Step' }).waitFor();
    expect(await pageWidth(), 'Post Job at 375 px').toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('form', { name: 'Promo code' }).waitFor();
    expect(await pageWidth(), 'Settings at 375 px').toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-settings-375.png') });
  });
});

/** A one-page PDF made by pdf-lib, as a scanner's would be. */
async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Public liability insurance');
  return Buffer.from(await document.save());
}
