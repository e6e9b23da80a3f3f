/// <reference lib="dom" />
/**
 * One-click unsubscribe in a real Chromium against the embedded marketplace (issue 24): the demo
 * business in SW gets a new-lead e-mail; the link at its foot, followed without signing in, asks
 * to confirm; the button turns "New job leads" off, as Settings → Notifications then shows; the
 * next lead sends no e-mail. A link with its kind changed is refused with a 4xx page saying why.
 * The lead e-mail setting is chosen from the keyboard.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountsApiEnv, accountsClient, type MailboxMessage } from '../accounts/accounts-client.js';
import { desktop, hasChromium, screenshotDir, useChromiumOnEmbedded } from '../support/browser.js';
import { swCleaningJob } from '../support/sw-cleaning-job.js';

if (!hasChromium) console.warn('Skipping unsubscribe browser tests: /usr/bin/chromium is missing.');

const DEMO_PASSWORD = 'LocalPros123!';
const BUSINESS = 'business@localpros.test';

describe.skipIf(!hasChromium)('unsubscribing from lead e-mails in Chromium', () => {
  const browser = useChromiumOnEmbedded({
    profile: 'unsubscribe',
    env: { ...accountsApiEnv, PLATFORM: 'local', DEMO_DATA: 'true', OUTBOX_POLL_MS: '100' },
  });
  const baseUrl = () => browser.server().url;
  const api = accountsClient(() => ({ url: baseUrl() }));

  /** Posts a job in SW as the demo customer: a lead for the demo business. */
  async function postSwJob(title: string) {
    const customer = await api.signIn('customer@localpros.test', DEMO_PASSWORD);
    const posted = await api.post<{ job: { id: string } }>('/job', swCleaningJob(title), customer.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  }

  const leadEmails = async (title: string) =>
    (
      await api.get<{ messages: MailboxMessage[] }>(`/dev/mailbox?recipient=${encodeURIComponent(BUSINESS)}`)
    ).body.messages.filter((m) => m.channel === 'email' && m.subject.startsWith(`New lead: ${title}`));

  /** The footer's unsubscribe link, as e-mailed (PUBLIC_URL's origin), on this test's server. */
  function unsubscribeLink(text: string): string {
    const link = /Unsubscribe from new job lead e-mails \(no sign-in needed\):\n(\S+)/.exec(text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in:\n${text}`);
    const url = new URL(link);
    return `${baseUrl()}${url.pathname}${url.search}`;
  }

  async function settingsOf(token: string) {
    const answer = await api.get<{
      notificationChannels: { leadEmails: string };
      notifiableEvents: { newJobLeads: boolean; messages: boolean };
    }>('/notifications/settings', token);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('follows the e-mailed link without signing in, confirms, and gets no more lead e-mails', async () => {
    const business = await api.signIn(BUSINESS, DEMO_PASSWORD);
    expect((await settingsOf(business.token)).notifiableEvents.newJobLeads).toBe(true);

    const first = `Unsubscribe lead ${Date.now().toString(36)}`;
    await postSwJob(first);
    await expect
      .poll(async () => (await leadEmails(first)).length, { message: 'the new-lead e-mail to the demo business' })
      .toBe(1);
    const [email] = await leadEmails(first);
    const link = unsubscribeLink(email?.text ?? '');

    // A changed link (its kind swapped) is refused, saying why, and changes nothing.
    const page = await browser.open('/', desktop);
    await browser.context().clearCookies();
    const tampered = link.replace('.new_job_leads.', '.messages.');
    const refused = await page.goto(tampered);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This unsubscribe link does not work' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('alert').textContent()).resolves.toContain('has been changed, so it was refused');

    // The real link: a page asking to confirm; opening it unsubscribes nobody.
    const shown = await page.goto(link);
    expect(shown?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Unsubscribe from new job lead e-mails?' }).waitFor();
    expect((await settingsOf(business.token)).notifiableEvents.newJobLeads).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'unsubscribe-confirm.png') });
    // The button from the keyboard: focused, Enter presses it (a form post, no script needed).
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toContain('no more new job lead e-mails');
    await page.screenshot({ path: path.join(screenshotDir, 'unsubscribe-done.png') });

    // Settings says so: the business signs in and finds "New job leads" unticked, the rest as it was.
    const settings = await settingsOf(business.token);
    expect(settings.notifiableEvents).toMatchObject({ newJobLeads: false, messages: true });
    await page.goto(`${baseUrl()}/login`);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(BUSINESS);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl()}/dashboard/settings/notifications`);
    const leads = page.getByRole('checkbox', { name: 'New job leads' });
    await leads.waitFor();
    expect(await leads.isChecked()).toBe(false);

    // The lead e-mail setting from the keyboard: the chosen radio takes the focus, an arrow moves it.
    const group = page.getByRole('group', { name: 'Lead e-mails' });
    await group.getByRole('radio', { name: 'Each lead' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await group.getByRole('radio', { name: 'Hourly digest' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved').waitFor();
    expect((await settingsOf(business.token)).notificationChannels.leadEmails).toBe('hourly');

    // The next lead: the centre records it, in the same transaction as any lead e-mail would be
    // queued, and no e-mail was.
    const second = `After unsubscribe ${Date.now().toString(36)}`;
    await postSwJob(second);
    await expect
      .poll(
        async () =>
          (
            await api.get<{ notifications: { title: string }[] }>('/notifications', business.token)
          ).body.notifications.some((n) => n.title.includes(second)),
        { message: 'the second lead in the notification centre' },
      )
      .toBe(true);
    expect(await leadEmails(second)).toEqual([]);
  });
});
