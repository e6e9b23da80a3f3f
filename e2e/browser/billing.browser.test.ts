/**
 * Paying by UK Direct Debit in a real Chromium at 375 px: a verified business without a subscription
 * is sent from its dashboard to /subscribe, gives its bank details (checked with the modulus rules),
 * reads the mandate and the Direct Debit Guarantee, confirms and pays; it is told its leads start once
 * the bank confirms, and when GoCardless has (the stand-in settles) its leads open and Settings →
 * Billing shows the Direct Debit and the payment collected. The card journey (with a promo code, an
 * SCA challenge, receipt and cancelling) is in accounts.browser.test.ts.
 */
import path from 'node:path';
import { referenceIds } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient } from '../accounts/accounts-client.js';
import { hasChromium, mobile, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';

if (!hasChromium) console.warn('Skipping billing browser tests: /usr/bin/chromium is missing.');

describe.skipIf(!hasChromium)('paying by Direct Debit in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'billing',
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100' },
  });
  const baseUrl = () => browser.server().url;
  const api = accountsClient(() => ({ url: baseUrl() }));

  it('a new business sets up a Direct Debit on a phone and reaches its dashboard once the bank confirms it', async () => {
    const business = await api.verifiedBusiness(
      {
        businessName: 'Direct Shine',
        workCategoryId: referenceIds.workCategory('Cleaning'),
        serviceIds: [referenceIds.workService('Cleaning', 'Domestic cleaning')],
        location: 'SW',
      },
      { subscribe: false },
    );
    const page = await browser.open('/login', mobile);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(business.user.email);
    await form.getByLabel('Password', { exact: true }).fill(business.password);
    await form.getByRole('button', { name: 'Log In' }).click();

    await page.waitForURL('**/subscribe');
    await page.getByRole('radio', { name: /^Standard/ }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Direct Debit$/ })
      .click();
    await page.getByLabel('Account holder').fill('Dee Shine');
    await page.getByLabel('Sort code').fill('08-99-99');
    await page.getByLabel('Account number').fill('66374959');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This sort code and account number do not match: check them with your bank').waitFor();
    await page.getByLabel('Account number').fill('66374958');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'The Direct Debit Guarantee' }).waitFor();
    const pay = page.getByRole('button', { name: 'Pay £95.00' });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: path.join(screenshotDir, 'direct-debit-mandate-375.png'), fullPage: true });
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await pay.click();

    // No leads until GoCardless has set the mandate up: the business is told, with nothing to do.
    await page.getByRole('heading', { name: 'Your Direct Debit is being set up', level: 1 }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'direct-debit-pending-375.png'), fullPage: true });
    // The bank's days pass (the GoCardless stand-in settles): the dashboard opens, the payment collected.
    await browser.server().paymentStandIns?.settleDirectDebits();
    await page.goto(`${baseUrl()}/dashboard/settings/billing`);
    await page.locator('.lp-billing-status[data-status="ACTIVE"]').waitFor();
    await page.getByText('COMPLETED').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/settings/billing');
    await page
      .getByText(/Direct Debit/)
      .first()
      .waitFor();
    await page
      .getByText(/ending 58/)
      .first()
      .waitFor();
  });
});
