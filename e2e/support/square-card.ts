import type { Page } from 'playwright-core';

/**
 * Types a test card into the card frame of Square's Web Payments SDK (the stand-in's, served from
 * its own origin as Square's is): the page itself never holds the number.
 */
export async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Postcode').fill('SW4 7AA');
}
