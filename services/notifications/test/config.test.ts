import { ConfigError, developmentSecret } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import { developmentVapidKeys } from '../src/push/push-config.js';

/** The problems with SMS's settings alone (Vonage's, SMS_*), sorted. */
const smsProblemsOf = (env: Record<string, string>) =>
  problemsOf(env)
    .filter((problem) => /^(SMS_|VONAGE_)/.test(problem))
    .sort();

const problemsOf = (env: Record<string, string>) => {
  try {
    loadNotificationsConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

/** What a production notifications process is given (never real values). */
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  CODE_ENCRYPTION_KEY: 'Ye7Gt2Mc9Qx4Lb1Wn6Rk3Zp8Hv5Ds0Ja',
  UNSUBSCRIBE_SECRET: 'Qm4Vt8Lc2Xz6Nb1Rw5Hk9Jp3Gs7Df0Ty',
  VONAGE_API_KEY: 'a1b2c3d4',
  VONAGE_API_SECRET: 'Sx7Kq2Lm9Vb4Nc1W',
  SMS_FROM: 'LocalPros',
  // A pair made with `npx web-push generate-vapid-keys` for this test.
  VAPID_PUBLIC_KEY: 'BDAaN052KAE2RlSBwHkWa8rFe5cGbiAjVKxElLPWhxBsWb4wEfOrGGPFcH5g5SL9SAlU1J-bDYQSvzybqVr7k48',
  VAPID_PRIVATE_KEY: 'm8afQbZS67NlFmdzqhBeXGon1YXpKASGfeIgWmQlMdQ',
  VAPID_SUBJECT: 'mailto:support@localpros.example',
};

/** The problems with web push's settings alone (VAPID_*, WEB_PUSH_*), sorted. */
const pushProblemsOf = (env: Record<string, string>) =>
  problemsOf(env)
    .filter((problem) => /^(VAPID_|WEB_PUSH_)/.test(problem))
    .sort();

describe('notifications config', () => {
  it('on NODE_ENV=production: no dev mailbox, whatever PLATFORM says; SMTP, Vonage and the code key required', () => {
    expect(problemsOf({ NODE_ENV: 'production', PLATFORM: 'demo' })).toEqual(
      expect.arrayContaining([
        'CODE_ENCRYPTION_KEY: is required when NODE_ENV=production (at least 32 random characters)',
        'UNSUBSCRIBE_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
        'SMTP_URL: is required when NODE_ENV=production',
      ]),
    );
    expect(smsProblemsOf({ NODE_ENV: 'production' })).toEqual([
      'SMS_FROM: is required when NODE_ENV=production (the SMS sender id, e.g. LocalPros)',
      "VONAGE_API_KEY: is required when NODE_ENV=production (Vonage's API key)",
      "VONAGE_API_SECRET: is required when NODE_ENV=production (Vonage's API secret)",
    ]);
    const config = loadNotificationsConfig({ ...production, PLATFORM: 'demo' });
    expect(config).toMatchObject({ production: true, devMailbox: false });
    // Vonage's live API unless told otherwise: the one production takes.
    expect(config.sms).toEqual({
      apiUrl: 'https://rest.nexmo.com',
      apiKey: 'a1b2c3d4',
      apiSecret: 'Sx7Kq2Lm9Vb4Nc1W',
      from: 'LocalPros',
    });
  });

  it("on production refuses Vonage's API anywhere but its live address (a stand-in) and a sender id no phone shows", () => {
    expect(smsProblemsOf({ ...production, SMS_API_URL: 'http://127.0.0.1:4030', SMS_FROM: 'LocalPros Ltd' })).toEqual([
      'SMS_API_URL: must be https://rest.nexmo.com (or unset) when NODE_ENV=production, not a stand-in',
      'SMS_FROM: must be up to 11 letters, digits and spaces, or a number in E.164 without the +',
    ]);
    expect(smsProblemsOf({ ...production, SMS_API_URL: 'https://rest.nexmo.com/', SMS_FROM: '447700900000' })).toEqual(
      [],
    );
  });

  it('sends SMS through the API it is given outside production (the stand-in), else keeps them in the dev mailbox', () => {
    expect(loadNotificationsConfig({}).sms).toBeNull();
    // Credentials without an API: never the live one by accident from a laptop.
    expect(
      loadNotificationsConfig({ VONAGE_API_KEY: 'a1b2c3d4', VONAGE_API_SECRET: 'x', SMS_FROM: 'LocalPros' }).sms,
    ).toBeNull();
    expect(
      loadNotificationsConfig({
        SMS_API_URL: 'http://127.0.0.1:4030/',
        VONAGE_API_KEY: 'a1b2c3d4',
        VONAGE_API_SECRET: 'x',
        SMS_FROM: 'LocalPros',
      }).sms,
    ).toEqual({ apiUrl: 'http://127.0.0.1:4030', apiKey: 'a1b2c3d4', apiSecret: 'x', from: 'LocalPros' });
  });

  it("sends e-mail from no-reply at PUBLIC_URL's domain unless MAIL_FROM says otherwise", () => {
    const from = (env: Record<string, string>) => loadNotificationsConfig({ ...production, ...env }).mailFrom;
    // The overlay's one host gives the sender its domain (k8s/components/public-host).
    expect(from({ PUBLIC_URL: 'https://www.shop.example/' })).toBe('LocalPros <no-reply@shop.example>');
    expect(from({ PUBLIC_URL: 'https://localpros.example.com' })).toBe('LocalPros <no-reply@localpros.example.com>');
    expect(from({ PUBLIC_URL: 'https://shop.example', MAIL_FROM: 'Shop <hello@mail.example>' })).toBe(
      'Shop <hello@mail.example>',
    );
    // No domain to send from: a local name, an address, nothing at all.
    const local: Record<string, string>[] = [
      {},
      { PUBLIC_URL: 'http://localhost:3000' },
      { PUBLIC_URL: 'http://127.0.0.1:3000' },
    ];
    for (const env of local) {
      expect(from(env)).toBe('LocalPros <no-reply@localpros.co.uk>');
    }
  });

  it('keeps the dev mailbox elsewhere, PLATFORM=production included, on the development key', () => {
    expect(loadNotificationsConfig({ PLATFORM: 'production' })).toMatchObject({
      production: false,
      devMailbox: true,
      codeEncryptionKey: developmentSecret('CODE_ENCRYPTION_KEY'),
    });
  });

  it('on production requires a VAPID pair and its contact, refuses the development pair and the push stand-in', () => {
    expect(pushProblemsOf({ NODE_ENV: 'production' })).toEqual([
      'VAPID_PRIVATE_KEY: is required when NODE_ENV=production (npx web-push generate-vapid-keys makes a pair)',
      'VAPID_PUBLIC_KEY: is required when NODE_ENV=production (npx web-push generate-vapid-keys makes a pair)',
      'VAPID_SUBJECT: is required when NODE_ENV=production (mailto: or https: contact for push services)',
    ]);
    const development = developmentVapidKeys();
    const problems = pushProblemsOf({
      ...production,
      VAPID_PUBLIC_KEY: development.publicKey,
      VAPID_PRIVATE_KEY: development.privateKey,
      VAPID_SUBJECT: 'support@localpros.example',
      WEB_PUSH_STAND_IN_URL: 'http://127.0.0.1:4040',
    });
    expect(problems).toEqual([
      'VAPID_PRIVATE_KEY: is the development key: npx web-push generate-vapid-keys makes a pair',
      'VAPID_SUBJECT: must be a mailto: address or an https: URL (RFC 8292 §2.1)',
      'WEB_PUSH_STAND_IN_URL: must be unset when NODE_ENV=production: browsers push through their own services',
    ]);
    expect(problems.join('\n')).not.toContain(development.privateKey);
    // Halves of two pairs.
    expect(pushProblemsOf({ ...production, VAPID_PUBLIC_KEY: development.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY',
    ]);
    expect(loadNotificationsConfig(production).push).toEqual({
      publicKey: production.VAPID_PUBLIC_KEY,
      privateKey: production.VAPID_PRIVATE_KEY,
      subject: 'mailto:support@localpros.example',
      standInOrigin: null,
    });
  });

  it('uses the development pair elsewhere, and takes the stand-in only where it is told to', () => {
    expect(loadNotificationsConfig({}).push).toMatchObject({ ...developmentVapidKeys(), standInOrigin: null });
    expect(loadNotificationsConfig({ WEB_PUSH_STAND_IN_URL: 'http://127.0.0.1:4040/' }).push.standInOrigin).toBe(
      'http://127.0.0.1:4040',
    );
    expect(pushProblemsOf({ VAPID_PRIVATE_KEY: 'not-a-key' })).toEqual([
      'VAPID_PRIVATE_KEY: is not a P-256 private key in base64url (32 bytes)',
      'VAPID_PUBLIC_KEY: is required with the other half of the VAPID pair',
    ]);
  });
});
