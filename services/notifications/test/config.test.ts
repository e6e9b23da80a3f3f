import { ConfigError, developmentSecret } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadNotificationsConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('notifications config', () => {
  it('on NODE_ENV=production: no dev mailbox, whatever PLATFORM says; SMTP and the code key required', () => {
    expect(problemsOf({ NODE_ENV: 'production', PLATFORM: 'demo' })).toEqual([
      'CODE_ENCRYPTION_KEY: is required when NODE_ENV=production (at least 32 random characters)',
      'SMTP_URL: is required when NODE_ENV=production',
    ]);
    const config = loadNotificationsConfig({
      NODE_ENV: 'production',
      PLATFORM: 'demo',
      SMTP_URL: 'smtp://mail.example:587',
      CODE_ENCRYPTION_KEY: 'Ye7Gt2Mc9Qx4Lb1Wn6Rk3Zp8Hv5Ds0Ja',
    });
    expect(config).toMatchObject({ production: true, devMailbox: false });
  });

  it('keeps the dev mailbox elsewhere, PLATFORM=production included, on the development key', () => {
    expect(loadNotificationsConfig({ PLATFORM: 'production' })).toMatchObject({
      production: false,
      devMailbox: true,
      codeEncryptionKey: developmentSecret('CODE_ENCRYPTION_KEY'),
    });
  });
});
