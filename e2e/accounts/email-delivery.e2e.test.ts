import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { type SmtpInbox, startSmtpInbox } from '../../services/notifications/test/smtp-inbox.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';
import { accountsApiEnv, accountsClient, codeIn } from './accounts-client.js';

/**
 * Sign-up through a real SMTP server: the whole marketplace runs with SMTP_URL pointing at an
 * SMTP server in this process, and the code is read from the e-mail it received, not the mailbox.
 */
let inbox: SmtpInbox;
let marketplace: EmbeddedMarketplace;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  marketplace = await startEmbeddedOnScratch({
    logLevel: 'silent',
    env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', SMTP_URL: inbox.url, MESSAGE_SENDER_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await marketplace?.close();
  await inbox?.close();
});

describe('e-mail over SMTP (embedded)', () => {
  it('delivers the verification e-mail of a registration, and its code verifies the account', async () => {
    const client = accountsClient(() => ({ url: marketplace.url }));
    const account = await client.registerCustomer();
    await expect
      .poll(() => inbox.mailTo(account.email).length, { timeout: 15_000, message: 'the verification e-mail' })
      .toBe(1);
    const mail = inbox.mailTo(account.email)[0];
    expect(mail?.body).toContain('Subject: Verify your LocalPros account');

    const code = codeIn({
      id: 'smtp',
      channel: 'email',
      recipient: account.email,
      subject: '',
      text: mail?.body ?? '',
      status: 'sent',
      createdAt: '',
    });
    const verified = await client.post(`/auth/verify/${encodeURIComponent(code)}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const session = await client.login(account.email, account.password);
    expect(session.status).toBe(200);
    // The same code does not work twice.
    expect((await client.post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(400);
    // Verification is followed by the welcome e-mail.
    await expect
      .poll(() => inbox.mailTo(account.email).length, { timeout: 15_000, message: 'the welcome e-mail' })
      .toBe(2);
    // The demo seed verified its accounts before this one, through the same consumer and sender,
    // and welcomed none of them: this account's is the only welcome the server received.
    const welcomed = inbox.received.filter((mail) => mail.body.includes('Subject: Your LocalPros account is ready'));
    expect(welcomed.map((mail) => mail.to)).toEqual([[account.email]]);
  });
});
