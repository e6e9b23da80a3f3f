import { ConfigError, developmentSecret } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/config.js';

const secrets = {
  CODE_SECRET: 'Pz5Lm2Qw8Nc1Xr7Bv4Tk9Hd3Fs6Gy0Ja',
  CODE_ENCRYPTION_KEY: 'Ye7Gt2Mc9Qx4Lb1Wn6Rk3Zp8Hv5Ds0Ja',
  UNSUBSCRIBE_SECRET: 'Qm4Vt8Lc2Xz6Nb1Rw5Hk9Jp3Gs7Df0Ty',
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadIdentityConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('identity config', () => {
  it('on NODE_ENV=production: no demo data, no password-only admin sign-in, whatever PLATFORM says', () => {
    for (const PLATFORM of [undefined, 'local', 'demo', 'stag']) {
      const config = loadIdentityConfig({ NODE_ENV: 'production', ...secrets, ...(PLATFORM ? { PLATFORM } : {}) });
      expect(config).toMatchObject({ production: true, demoData: false, adminPasswordLogin: false });
      expect(config.codeSecret).toBe(secrets.CODE_SECRET);
      expect(config.codeEncryptionKey).toBe(secrets.CODE_ENCRYPTION_KEY);
      expect(config.unsubscribeSecret).toBe(secrets.UNSUBSCRIBE_SECRET);
    }
  });

  it('on production requires its secrets and refuses DEMO_DATA or ADMIN_PASSWORD_LOGIN turned on', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'CODE_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
      'CODE_ENCRYPTION_KEY: is required when NODE_ENV=production (at least 32 random characters)',
      'UNSUBSCRIBE_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        CODE_SECRET: developmentSecret('CODE_SECRET'),
        CODE_ENCRYPTION_KEY: secrets.CODE_ENCRYPTION_KEY,
        UNSUBSCRIBE_SECRET: secrets.UNSUBSCRIBE_SECRET,
        DEMO_DATA: 'true',
        ADMIN_PASSWORD_LOGIN: 'true',
      }),
    ).toEqual([
      'CODE_SECRET: is a placeholder from the repository: set a real random secret',
      'DEMO_DATA: demo accounts are never seeded when NODE_ENV=production',
      'ADMIN_PASSWORD_LOGIN: admins always sign in with the e-mailed code when NODE_ENV=production',
    ]);
    // Turning them off is always fine.
    expect(
      problemsOf({ NODE_ENV: 'production', ...secrets, DEMO_DATA: 'false', ADMIN_PASSWORD_LOGIN: 'false' }),
    ).toEqual([]);
  });

  it('elsewhere seeds demo data and lets admins use the password unless told not to, on development secrets', () => {
    expect(loadIdentityConfig({ PLATFORM: 'production' })).toMatchObject({
      production: false,
      demoData: true,
      adminPasswordLogin: true,
      codeSecret: developmentSecret('CODE_SECRET'),
      codeEncryptionKey: developmentSecret('CODE_ENCRYPTION_KEY'),
      unsubscribeSecret: developmentSecret('UNSUBSCRIBE_SECRET'),
    });
    expect(loadIdentityConfig({ DEMO_DATA: 'false', ADMIN_PASSWORD_LOGIN: 'false' })).toMatchObject({
      demoData: false,
      adminPasswordLogin: false,
    });
    expect(problemsOf({ CODE_SECRET: 'too-short' })).toEqual(['CODE_SECRET: must be at least 32 characters']);
  });
});
