/// <reference lib="dom" />
/**
 * Accounts in a real Chromium against the embedded marketplace (BFF + services in one process,
 * in-memory database), serving web/dist: registration, verification with the code or the link
 * read from the dev mailbox page, sign-in and out, settings, account deletion and impersonation.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { squareTestCards } from '@localpros/payment-stand-ins';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { typeCard } from '../support/square-card.js';

if (!hasChromium) {
  console.warn('Skipping accounts browser tests: /usr/bin/chromium is missing (apt-get install -y chromium).');
}

/**
 * Every request comes from one address, so the per-address limits are raised; a non-production
 * platform with the demo accounts, the dev mailbox and admin sign-in by password.
 */
const embeddedEnv: Record<string, string> = {
  PLATFORM: 'local',
  DEMO_DATA: 'true',
  ADMIN_PASSWORD_LOGIN: 'true',
  LOGIN_RATE_LIMIT_PER_IP: '10000',
  CODE_SEND_RATE_LIMIT_PER_IP: '10000',
  CODE_VERIFY_RATE_LIMIT_PER_IP: '10000',
  ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: '10000',
  REGISTER_RATE_LIMIT_PER_IP: '10000',
  OUTBOX_POLL_MS: '100',
};

const DEMO_PASSWORD = 'LocalPros123!';
const PASSWORD = 'Sunny-Days-42';
const NEW_PASSWORD = 'Rainy-Days-43';

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh address and UK mobile number per run. */
function newContact(prefix: string) {
  const stamp = `${Date.now().toString(36)}${randomInt(1000, 9999)}`;
  return { email: `${prefix}.${stamp}@example.co.uk`, mobile: `07${randomInt(100_000_000, 999_999_999)}` };
}

/** The code in a verification message: from its link (?code=…), else the 8-character code itself. */
function codeIn(text: string): string {
  const fromLink = /[?&]code=([A-Za-z0-9]+)/.exec(text)?.[1];
  const bare = /\b([ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8})\b/.exec(text)?.[1];
  const code = fromLink ?? bare;
  if (!code) throw new Error(`No code in the message: ${text}`);
  return decodeURIComponent(code);
}

describe.skipIf(!hasChromium)('accounts in Chromium', () => {
  const browser = useChromiumOnEmbedded({ profile: 'accounts', env: embeddedEnv });
  const baseUrl = () => browser.server().url;
  const open = browser.open;

  /** The newest message to this recipient, read on the /dev/mailbox page in its own tab. */
  async function newestMessage(recipient: string, newerThan = 0): Promise<string> {
    const mailbox = await open('/dev/mailbox');
    await mailbox.getByRole('heading', { name: 'Dev mailbox', level: 1 }).waitFor();
    await mailbox.getByLabel('Recipient').fill(recipient);
    const messages = mailbox.getByRole('list', { name: 'Messages' }).getByRole('article');
    await expect.poll(async () => messages.filter({ hasText: recipient }).count()).toBeGreaterThan(newerThan);
    const text = await messages.filter({ hasText: recipient }).first().locator('pre').innerText();
    await mailbox.close();
    return text;
  }

  async function mailboxCount(recipient: string): Promise<number> {
    const mailbox = await open('/dev/mailbox');
    await mailbox.getByLabel('Recipient').fill(recipient);
    // The list once it answers the filter typed (not the unfiltered one still shown while it loads).
    await mailbox.locator('[aria-label="Messages"][aria-busy="false"]').waitFor({ state: 'attached' });
    const count = await mailbox.getByRole('list', { name: 'Messages' }).getByRole('article').count();
    await mailbox.close();
    return count;
  }

  /** A promo code the demo admin adds (signed in by password: ADMIN_PASSWORD_LOGIN on this platform). */
  async function adminPromoCode(percentage: number): Promise<string> {
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${baseUrl()}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const login = await post('/auth/login', { email: 'admin@localpros.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const name = `BR${randomInt(10_000, 99_999)}`;
    const created = await post('/admin/promo-code', { name, description: 'Browser test', percentage }, token);
    expect(created.status, await created.clone().text()).toBe(201);
    return name;
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.goto(`${baseUrl()}/login`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
  }

  async function logOut(page: Page, name: string) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: `Account menu for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
  }

  async function expectNoHorizontalScroll(page: Page) {
    await page.waitForLoadState('networkidle');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
  }

  it('a customer registers, verifies with the e-mailed code, signs in and out, edits the profile, changes the password and deletes the account', async () => {
    const { email, mobile: mobileNumber } = newContact('ann');
    const page = await open('/register/customer', mobile);
    const form = page.getByRole('form', { name: 'Register as a User' });
    await form.waitFor();
    await expectNoHorizontalScroll(page);

    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByText('Email is required').waitFor();

    await form.getByLabel('Full name').fill('Ann Tester');
    await form.getByLabel('Email').fill(email);
    // Typed in the international form, shown as the account holds it once the field is left.
    const mobileField = form.getByLabel('Mobile number');
    await mobileField.fill(`+44 ${mobileNumber.slice(1, 5)} ${mobileNumber.slice(5)}`);
    await mobileField.blur();
    await expect.poll(() => mobileField.inputValue()).toBe(mobileNumber);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/register/customer/registered');
    await page.getByRole('heading', { name: 'Check your email', level: 1 }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'accounts-registered-375.png'), fullPage: true });

    const code = codeIn(await newestMessage(email));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Account verification successful').waitFor();
    await page.waitForURL('**/login');

    // Sign in, out and in again (desktop, where the account menu is in the navbar).
    await page.setViewportSize(desktop);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await logOut(page, 'Ann Tester');
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');

    // Name and picture.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL('**/dashboard/settings/personal');
    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByRole('button', { name: 'Edit' }).click();
    await personal.getByLabel('Full name').fill('Annie Tester');
    await personal.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await personal.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await page.getByText('Profile Image Uploaded successfully').waitFor();
    const avatar = page.getByRole('img', { name: 'Profile picture of Annie Tester' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/user\/avatar\//);
    // The browser picks the stored width that fits the box (srcset), drawn from the 1 px upload.
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc))
      .toMatch(/\/api\/user\/avatar\/[^/]+\/(48|96|192)$/);
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Settings fit a phone screen.
    await page.setViewportSize(mobile);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(screenshotDir, 'accounts-settings-375.png'), fullPage: true });
    await page.setViewportSize(desktop);

    // Password.
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await page.waitForURL('**/dashboard/settings/privacy');
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password Updated').waitFor();
    await logOut(page, 'Annie Tester');
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    // The session is the HttpOnly cookie alone: nothing a script could read.
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');

    // Log out of all devices: this browser too.
    await page.goto(`${baseUrl()}/dashboard/settings/privacy`);
    await page.getByRole('button', { name: 'Log out of all devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out of all devices' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByText('You have been logged out of all devices').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');

    // Deletion, with the current password.
    await page.goto(`${baseUrl()}/dashboard/settings/privacy`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const deletion = page.getByRole('dialog');
    await deletion.getByLabel('Current password').fill(NEW_PASSWORD);
    await deletion.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.getByText('Invalid email or password').waitFor();
  });

  it('a business registers, verifies by the e-mailed link, subscribes to Premium with a promo code, finds the payment in Billing and cancels', async () => {
    const { email, mobile: mobileNumber } = newContact('bob');
    const page = await open('/register/business');
    const form = page.getByRole('form', { name: 'Register your business' });
    await form.waitFor();

    await form.getByLabel('Business name').fill('Bob Sparkles Ltd');
    await form.getByLabel('Contact full name').fill('Bob Builder');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill(mobileNumber);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);

    await form.getByLabel('Services').click();
    await page.getByText('First choose a work category').waitFor();
    await page.keyboard.press('Escape');
    await form.getByLabel('Work category').click();
    await page.locator('.ant-select-item-option[title="Cleaning"]').click();
    await form.getByLabel('Services').click();
    await page.keyboard.type('oven');
    await page.locator('.ant-select-item-option[title="Oven cleaning"]').click();
    await page.keyboard.press('Escape');
    await form.getByLabel('Location').click();
    await page.keyboard.type('SW');
    await page.locator('.ant-select-item-option').filter({ hasText: /^SW\b/ }).first().click();

    const before = await mailboxCount(email);
    await form.getByRole('button', { name: 'Register business' }).click();
    await page.waitForURL('**/register/business/registered');
    await page.getByRole('heading', { name: 'Your business is registered', level: 1 }).waitFor();

    const code = codeIn(await newestMessage(email, before));
    await page.goto(`${baseUrl()}/?code=${encodeURIComponent(code)}&user_type=business`);
    await page.getByText('Account verification successful').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Opening the link again: the code is used up.
    await page.goto(`${baseUrl()}/?code=${encodeURIComponent(code)}&user_type=business`);
    await page.getByText(/^Error, /).waitFor();

    // Not subscribed yet: the dashboard's subscription check opens the packages to pay for.
    const promo = await adminPromoCode(20);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/subscribe');
    await page.getByRole('heading', { name: 'Choose your package', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /^Premium/ }).check();
    await page.getByLabel('Promo code').fill(promo);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`${promo}: 20 % off — £156.00 for the first month`).waitFor();
    // The card is typed into Square's frame (the stand-in's, from its own origin): our page never has it.
    await typeCard(page, squareTestCards.visa.number);
    // Submitted from the keyboard, as the form allows: Enter in its last field (the total is on the button).
    await page.getByRole('button', { name: 'Pay £156.00' }).waitFor();
    await page.getByLabel('Name on the card').fill('Bob Builder');
    await page.getByLabel('Name on the card').press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Leads' }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Business' }).waitFor();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('button', { name: 'Change Package' }).waitFor();
    await page.getByText('COMPLETED').first().waitFor();
    // A card whose bank asks for Strong Customer Authentication: Square's challenge, then saved.
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await typeCard(page, squareTestCards.strongCustomerAuthentication.number);
    await dialog.getByLabel('Name on the card').fill('Bob Builder');
    await dialog.getByLabel('Name on the card').press('Enter');
    const challenge = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByText('Payment method updated').waitFor();
    await page
      .getByText(/Visa.*ending 0007/)
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /Download receipt/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Resume Subscription' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'billing-cancelled-1280.png'), fullPage: true });
  });

  it('an admin impersonates a customer, sees the banner and goes back to admin', async () => {
    const page = await open('/login');
    await logIn(page, 'admin@localpros.test', DEMO_PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await page.getByRole('article', { name: 'Total Jobs posted' }).getByText('Since last month').waitFor();

    await page.getByLabel("User's email").fill('customer@localpros.test');
    await page.getByRole('button', { name: 'Impersonate', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('You are logged in as impersonation.').waitFor();
    await page.getByRole('tab', { name: 'Jobs' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'accounts-impersonating-1280.png') });

    // The banner stays across pages and a reload (the session is the cookie).
    await page.reload();
    await page.getByText('You are logged in as impersonation.').waitFor();

    await page.getByRole('button', { name: 'Back to Admin' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    expect(await page.getByText('You are logged in as impersonation.').count()).toBe(0);
  });
});
