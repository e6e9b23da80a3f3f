import { ConfigError, developmentSecret } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';

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
  VONAGE_API_KEY: 'a1b2c3d4',
  VONAGE_API_SECRET: 'Sx7Kq2Lm9Vb4Nc1W',
  SMS_FROM: 'LocalPros',
};

describe('notifications config', () => {
  it('on NODE_ENV=production: no dev mailbox, whatever PLATFORM says; SMTP, Vonage and the code key required', () => {
    expect(problemsOf({ NODE_ENV: 'production', PLATFORM: 'demo' })).toEqual(
      expect.arrayContaining([
        'CODE_ENCRYPTION_KEY: is required when NODE_ENV=production (at least 32 random characters)',
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

  it('keeps the dev mailbox elsewhere, PLATFORM=production included, on the development key', () => {
    expect(loadNotificationsConfig({ PLATFORM: 'production' })).toMatchObject({
      production: false,
      devMailbox: true,
      codeEncryptionKey: developmentSecret('CODE_ENCRYPTION_KEY'),
    });
  });
});
